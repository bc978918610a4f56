import { type RefObject, useEffect } from 'react';

/**
 * A field of a page drawn on the server can hold text typed before the shop woke up (a press on its form meanwhile is
 * held: the reference shop's head script). React keeps that text in the field but does not read it into the state at
 * hydration, so the next render would write the empty state over it and the next press would send nothing. Once
 * mounted, this hands the text to `onTyped`: what differs from what the server drew.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  onTyped: (value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount: the text typed before it
  useEffect(() => {
    const field = ref.current;
    if (field && field.value !== field.defaultValue) onTyped(field.value);
  }, []);
}
