/**
 * Tags are trimmed; empty and duplicate tags are ignored.
 * @example addTag(['wax'], ' bazin '); // ['wax', 'bazin']
 */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim();
  if (!tag || tags.includes(tag)) return [...tags];
  return [...tags, tag];
}

/**
 * Tags trimmed, without empty ones or duplicates, in their first order.
 * @example normalizeTags([' wax ', 'wax', '', 'bazin']); // ['wax', 'bazin']
 */
export const normalizeTags = (raw: readonly string[]): string[] => raw.reduce<string[]>(addTag, []);

/**
 * The tags without `tag`.
 * @example removeTag(['wax', 'bazin'], 'wax'); // ['bazin']
 */
export const removeTag = (tags: readonly string[], tag: string): string[] => tags.filter((t) => t !== tag);
