export const wishlistNoteTexts = {
  /** under the note editor: how much of the limit is used */
  noteLength: '{count} / {max} caractères',
} as const;
