import { useEffect, useRef, useState } from 'react';

/**
 * A list whose items the keyboard removes (cart lines, favourites): the pressed button goes with its item, and the
 * focus would fall on <body>. Call `removing(keys, key)` as an item goes (`emptied()` when all go at once): once that is
 * drawn, the focus goes to the same button of the item after it (before it, for the last one), the item's last button
 * (« Retirer » in a CartLine and a WishlistItem), or to `empty` (the empty state's action) once the list is. Items are
 * `<li data-item={key}>` children of `list`. Tried after each render until the target is drawn.
 */
export function useFocusAfterRemoval<List extends HTMLElement, Empty extends HTMLElement>() {
  const list = useRef<List>(null);
  const empty = useRef<Empty>(null);
  // The key of the item to focus; '' for the empty state.
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => {
    if (next === null) return;
    const item = [...(list.current?.children ?? [])].find(
      (child) => (child as HTMLElement).dataset.item === next,
    );
    const target = next ? [...(item?.querySelectorAll('button') ?? [])].at(-1) : empty.current;
    if (target) {
      target.focus();
      setNext(null);
    }
  });
  return {
    list,
    empty,
    removing: (keys: readonly string[], key: string) => {
      const index = keys.indexOf(key);
      setNext(keys[index + 1] ?? keys[index - 1] ?? '');
    },
    emptied: () => setNext(''),
  };
}
