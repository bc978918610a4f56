/**
 * French nests quotation marks: a text set inside « » writes its own guillemets as “ ” (« Boucles d’oreilles
 * “Saint-Louis” », never « Boucles d’oreilles « Saint-Louis » »). Product names carry guillemets (a motif's name).
 */
export function innerQuotes(text: string): string {
  return text.replace(/«\s*/g, '“').replace(/\s*»/g, '”');
}

/** A name quoted in a sentence: « name », its own guillemets turned into “ ”. */
export const guillemets = (text: string): string => `« ${innerQuotes(text)} »`;
