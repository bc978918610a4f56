/** Tags are trimmed; empty and duplicate tags are ignored. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim();
  if (!tag || tags.includes(tag)) return [...tags];
  return [...tags, tag];
}

export const normalizeTags = (raw: readonly string[]): string[] => raw.reduce<string[]>(addTag, []);

export const removeTag = (tags: readonly string[], tag: string): string[] => tags.filter((t) => t !== tag);
