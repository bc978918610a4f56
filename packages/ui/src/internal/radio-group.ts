import { type KeyboardEvent, useId, useRef } from 'react';

export interface RadioChoice<V extends string> {
  value: V;
  disabled?: boolean;
}

export interface RadioGroupSettings<V extends string> {
  options: readonly RadioChoice<V>[];
  /** the chosen value (none yet: Tab lands on the first option that can be chosen) */
  value: V | undefined;
  /** called with a value other than the chosen one */
  onChoose: (value: V) => void;
  /** true, as a native radio group: the arrow keys (and Home, End) choose the option they reach; false: they only
   *  move the focus, and Space or Enter chooses */
  chooseOnMove?: boolean;
  disabled?: boolean;
}

/** Arrow keys move in either direction and wrap at the ends. */
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The radio group pattern on native buttons (role radiogroup and radio, aria-checked, one tab stop on the chosen
 * option, arrows, Home and End skipping disabled options), so that choice groups on first-load pages (size, colour,
 * payment method, currency) need no Radix. The caller renders the label with `labelId` and spreads `group` and
 * `item(option)` on its own elements, which keep their look through `data-state` ('checked' or 'unchecked').
 */
export function useRadioGroup<V extends string>({
  options,
  value,
  onChoose,
  chooseOnMove = true,
  disabled = false,
}: RadioGroupSettings<V>) {
  const labelId = useId();
  const elements = useRef(new Map<V, HTMLButtonElement>());
  const enabled = disabled ? [] : options.filter((option) => !option.disabled);
  const tabStop = enabled.find((option) => option.value === value)?.value ?? enabled[0]?.value;
  const choose = (next: V) => {
    // One option is always chosen once one is: pressing the chosen one changes nothing.
    if (next !== value) onChoose(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const from = enabled.findIndex((option) => elements.current.get(option.value) === event.target);
    if (from < 0) return;
    // Radio semantics: Enter does not choose (it would submit a form of native radios).
    if (event.key === 'Enter' && chooseOnMove) {
      event.preventDefault();
      return;
    }
    const step = STEPS[event.key];
    let to: number;
    if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = enabled.length - 1;
    else if (step !== undefined) to = (from + step + enabled.length) % enabled.length;
    else return;
    event.preventDefault();
    const next = enabled[to] as RadioChoice<V>;
    elements.current.get(next.value)?.focus();
    if (chooseOnMove) choose(next.value);
  };

  const item = (option: RadioChoice<V>) => {
    const checked = option.value === value;
    return {
      ref: (element: HTMLButtonElement | null) => {
        if (element) elements.current.set(option.value, element);
        else elements.current.delete(option.value);
      },
      type: 'button' as const,
      role: 'radio' as const,
      'aria-checked': checked,
      'data-state': checked ? 'checked' : 'unchecked',
      tabIndex: option.value === tabStop ? 0 : -1,
      disabled: disabled || option.disabled,
      onClick: () => choose(option.value),
    };
  };

  /**
   * Moves the focus to the option Tab would reach (a prompt asks the shopper to choose here), brought to the middle
   * of the screen so that a sticky header does not hide the group's label and prompt.
   */
  const focus = () => {
    const element = tabStop === undefined ? undefined : elements.current.get(tabStop);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: 'center' });
  };

  return {
    labelId,
    group: { role: 'radiogroup' as const, 'aria-labelledby': labelId, onKeyDown },
    item,
    focus,
  };
}
