import { createElement, type ReactNode, useEffect, useState } from 'react';
import { vars } from '../tokens/vars.css';

// Fixtures shared by stories (kept out of the stories files: Storybook reads every export of those as a story).

/** A drawn wax motif, inline so that stories fetch nothing. */
export const waxImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 40 50"><rect width="40" height="50" fill="#233D7B"/><g fill="none" stroke="#E2A93B" stroke-width="2"><circle cx="10" cy="10" r="6"/><circle cx="30" cy="25" r="6"/><circle cx="10" cy="40" r="6"/></g><g fill="#B42318"><circle cx="30" cy="10" r="3"/><circle cx="10" cy="25" r="3"/><circle cx="30" cy="40" r="3"/></g></svg>',
)}`;

/** Long French words must wrap: nothing may stick out sideways, even at 375 px. */
export function pageOverflowsSideways(): boolean {
  const root = document.documentElement;
  return root.scrollWidth > root.clientWidth;
}

/** The viewport the kit's stories use for a phone. */
export const mobile = { viewport: { value: 'mobile' } } as const;

/**
 * Whether the story runs under Chromium's emulated `prefers-reduced-motion: reduce` (`parameters.reducedMotion`,
 * see .storybook/media.ts). Returns false in the Storybook UI, where nothing is emulated; throws in a story test
 * where the emulation should be on but is not, so that a reduced-motion test can never pass without checking.
 */
export function reducedMotionEmulated(): boolean {
  const flags = globalThis as { __terangaStoryTest?: boolean; __terangaReducedMotion?: boolean };
  if (!flags.__terangaStoryTest) return false;
  if (!flags.__terangaReducedMotion) throw new Error('prefers-reduced-motion devait être émulé pour ce test');
  return true;
}

/**
 * Stand-in for `passwordRules` of @teranga/headless, which the kit may not import: the app passes the real one.
 * Same texts and order, so that stories show what the shop shows.
 */
export function storyPasswordRules(password: string) {
  return [
    { message: 'Au moins 6 caractères', met: password.length >= 6 },
    { message: 'Au moins une majuscule (A-Z)', met: /[A-Z]/.test(password) },
    { message: 'Au moins une minuscule (a-z)', met: /[a-z]/.test(password) },
    { message: 'Au moins un chiffre (0-9)', met: /[0-9]/.test(password) },
  ];
}

/**
 * A story's copy of a controlled value (a quantity, a chosen size): the component moves it, and typing in the value's
 * control in Storybook moves it too (a plain `useState(args.value)` ignored the control after the first render).
 */
export function useArgState<T>(arg: T): [T, (next: T) => void] {
  const [value, setValue] = useState(arg);
  useEffect(() => setValue(arg), [arg]);
  return [value, setValue];
}

/** One example of a « À faire / À éviter » pair: the rendered component, and in one sentence why. */
export interface Guideline {
  example: ReactNode;
  why: string;
}

function guidelinePanel(kind: 'do' | 'dont', { example, why }: Guideline) {
  const tone = kind === 'do' ? vars.color.foreground.positive : vars.color.foreground.critical;
  return createElement(
    'figure',
    {
      'data-guideline': kind,
      style: {
        margin: 0,
        flex: '1 1 18rem',
        minWidth: 0,
        borderTop: `4px solid ${tone}`,
        paddingTop: '0.75rem',
      },
    },
    createElement(
      'div',
      {
        style: {
          padding: '1rem',
          border: `1px solid ${vars.color.border.subtle}`,
          borderRadius: '0.5rem',
          background: vars.color.background.surface,
        },
      },
      example,
    ),
    createElement(
      'figcaption',
      { style: { marginTop: '0.5rem' } },
      createElement('strong', { style: { color: tone } }, kind === 'do' ? 'À faire' : 'À éviter'),
      ' — ',
      why,
    ),
  );
}

/** « À faire » beside « À éviter », each drawn with the real component: a designer's rules with their pictures. */
export function DoDont({ doThis, avoid }: { doThis: Guideline; avoid: Guideline }) {
  return createElement(
    'div',
    { style: { display: 'flex', flexWrap: 'wrap', gap: '1.5rem', alignItems: 'flex-start' } },
    guidelinePanel('do', doThis),
    guidelinePanel('dont', avoid),
  );
}
