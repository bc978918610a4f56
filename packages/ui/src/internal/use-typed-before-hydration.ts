import { type RefObject, useEffect } from 'react';

/**
 * Text typed into a drawn field before hydration stays in the field but not in React's state (the next render would
 * empty it): once mounted, hands it to `onTyped`.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  onTyped: (value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount
  useEffect(() => {
    const field = ref.current;
    if (field && field.value !== field.defaultValue) onTyped(field.value);
  }, []);
}
