import type { ProjectAnnotations, Renderer } from 'storybook/internal/types';
import { cdp } from 'vitest/browser';

/**
 * In the story tests only: a story with `parameters.reducedMotion: true` runs with the browser itself preferring
 * reduced motion (Chromium's media emulation), so its play function checks the real `prefers-reduced-motion` path.
 * The flag tells the play function that the emulation is active (in the Storybook UI it is not).
 */
export const mediaAnnotations: ProjectAnnotations<Renderer> = {
  beforeEach: async ({ parameters }) => {
    if (!parameters.reducedMotion) return;
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    (globalThis as { __terangaReducedMotion?: boolean }).__terangaReducedMotion = true;
    return async () => {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
      (globalThis as { __terangaReducedMotion?: boolean }).__terangaReducedMotion = false;
    };
  },
};
