import { SHOP_DESCRIPTION_MAX, shopApiMessages } from '@teranga/messages/seller';

export { SHOP_DESCRIPTION_MAX };

/**
 * « Présentation de la boutique » as it is kept: plain text, trimmed, Windows line ends made `\n`, no control
 * character but line ends and tabs, never more than one empty line in a row. Shown as text, never as HTML.
 * @example await sdk.seller.updateShop(normalizeShopDescription(text));
 */
export function normalizeShopDescription(raw: string): string {
  const lines = raw.replace(/\r\n?/g, '\n');
  let kept = '';
  for (const character of lines) if (!isControl(character)) kept += character;
  return kept.replace(/\n{3,}/g, '\n\n').trim();
}

/** A control character other than a line end or a tab (a bell, an escape, a delete...). */
function isControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return (code < 0x20 && character !== '\n' && character !== '\t') || code === 0x7f;
}

/**
 * The French refusal of a presentation (the form shows it under the field, the server answers it in a 400), or undefined.
 * @example const error = shopDescriptionProblem(text); // undefined when it can be saved
 */
export function shopDescriptionProblem(raw: string): string | undefined {
  // Counted as a person counts letters (an emoji is one), after the same cleaning as what is stored.
  return [...normalizeShopDescription(raw)].length > SHOP_DESCRIPTION_MAX
    ? shopApiMessages.descriptionTooLong
    : undefined;
}

/**
 * How many characters the presentation may still take (negative past the limit), for the form's counter.
 * @example <small>{shopDescriptionRemaining(text)}</small>
 */
export const shopDescriptionRemaining = (raw: string): number =>
  SHOP_DESCRIPTION_MAX - [...normalizeShopDescription(raw)].length;
