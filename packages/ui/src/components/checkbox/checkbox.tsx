import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { type ReactNode, useId } from 'react';
import { Icon } from '../../internal/icons';
import * as styles from './checkbox.css';

export interface CheckboxProps extends Omit<CheckboxPrimitive.CheckboxProps, 'children'> {
  /** Texte à côté de la case. */
  label: ReactNode;
}

/** A Radix checkbox with its label. */
export function Checkbox({ label, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  return (
    <span data-slot="checkbox" className={styles.root}>
      <CheckboxPrimitive.Root id={boxId} className={styles.box} {...rest}>
        <CheckboxPrimitive.Indicator>
          <Icon name="check" size={14} strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label htmlFor={boxId}>{label}</label>
    </span>
  );
}
