import { orderTimelineLabels } from '@teranga/messages/kit/order-timeline';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import { Icon } from '../../internal/icons';
import * as styles from './order-timeline.css';

export type { StepState } from './order-timeline.css';
export { stepStates } from './order-timeline.css';

export interface TimelineStep {
  label: string;
  /** when the step was reached, already formatted */
  date?: ReactNode;
}

export const defaultOrderSteps: readonly TimelineStep[] = [
  { label: orderTimelineLabels.steps.confirmed },
  { label: orderTimelineLabels.steps.packed },
  { label: orderTimelineLabels.steps.inTransit },
  { label: orderTimelineLabels.steps.delivered },
];

export interface OrderTimelineProps {
  /** Les étapes, dans l’ordre (confirmée, préparée, expédiée, livrée). */
  steps?: readonly TimelineStep[];
  /**
   * Numéro (à partir de 0) de l’étape en cours ; celles d’avant sont faites ; `steps.length` veut dire tout est fait.
   */
  currentStep: number;
  /** Nom lu de la liste des étapes. */
  label?: string;
  /** Lu après chaque étape, selon son état (terminée, en cours, à venir). */
  stateLabels?: Record<styles.StepState, string>;
  className?: string;
}

function stateOf(index: number, current: number): styles.StepState {
  if (index < current) return 'done';
  return index === current ? 'current' : 'upcoming';
}

/** Where an order stands: Confirmée, Emballée, En Transit, Livrée, with the current step marked. */
export function OrderTimeline({
  steps = defaultOrderSteps,
  currentStep,
  label = orderTimelineLabels.label,
  stateLabels = orderTimelineLabels.states,
  className,
}: OrderTimelineProps) {
  return (
    <ol data-slot="order-timeline" aria-label={label} className={clsx(styles.list, className)}>
      {steps.map((step, index) => {
        const state = stateOf(index, currentStep);
        const last = index === steps.length - 1;
        return (
          <li
            key={step.label}
            data-slot="order-timeline-step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className={styles.step}
          >
            {last ? null : <span aria-hidden className={styles.connector} data-done={index < currentStep} />}
            <span aria-hidden className={clsx(styles.marker, styles.markerState[state])}>
              {state === 'done' ? <Icon name="check" size={18} strokeWidth={3} /> : index + 1}
            </span>
            <span className={styles.text}>
              <span className={styles.label[state]}>
                {step.label}
                <span className={visuallyHidden}> ({stateLabels[state]})</span>
              </span>
              {step.date ? <span className={styles.date}>{step.date}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
