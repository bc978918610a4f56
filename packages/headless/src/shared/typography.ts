/**
 * French typography at render time: the space inside guillemets and before : ; ! ? becomes non-breaking (U+00A0),
 * so a line never ends on a lone « nor starts with a lone », :, ; !, or ?. Applied where text is shown, not in the
 * catalogue (whose texts stay letter for letter those of the specification) nor in stored names (which searches match).
 * @example frenchSpacing('Boubou « Baobab »') // 'Boubou «\u00a0Baobab\u00a0»'
 */
export function frenchSpacing(text: string): string {
  return text.replace(/«[ \t]+/g, '«\u00a0').replace(/[ \t]+([»:;!?])/g, '\u00a0$1');
}
