import { clsx } from 'clsx';
import { type Ref, useId, useImperativeHandle } from 'react';
import * as styles from './choice-prompt.css';
import * as field from './field.css';

/** A choice group the page can send the shopper to, when it must be chosen before going on. */
export interface ChoiceGroupHandle {
  /** moves the focus to the group's option Tab would reach */
  focus: () => void;
}

/**
 * The prompt of a choice group that must be answered (« Veuillez choisir une taille »): its attributes mark the group
 * invalid and described by the prompt, and the page's ref can move the focus into the group.
 */
export function useChoicePrompt(
  prompt: string | undefined,
  ref: Ref<ChoiceGroupHandle> | undefined,
  focus: () => void,
) {
  const promptId = useId();
  useImperativeHandle(ref, () => ({ focus }), [focus]);
  return {
    groupProps: prompt ? { 'aria-invalid': true, 'aria-describedby': promptId } : {},
    message: prompt ? (
      <p id={promptId} data-slot="choice-prompt" className={clsx(field.error, styles.prompt)}>
        {prompt}
      </p>
    ) : null,
  };
}
