// How a text is written out: fr-FR plurals, `{name}` placeholders and French quotes. No text of its own.
export { fill, type PluralText, plural } from './plural.js';
export { guillemets, innerQuotes } from './quotes.js';
