import type { ProjectAnnotations, Renderer } from 'storybook/internal/types';
import { expect } from 'vitest';
import { page } from 'vitest/browser';

// Freezes motion and the caret so that two runs of a story paint the same pixels.
const STILL_CSS = `*, *::before, *::after {
  animation: none !important; transition: none !important; caret-color: transparent !important;
}`;

/** Adds the still style; returns what removes it, so that the next stories of the file move again. */
function freezeMotion(): () => void {
  const style = document.createElement('style');
  style.textContent = STILL_CSS;
  document.head.append(style);
  return () => style.remove();
}

// Vite draws its error overlay in the story's frame or in the test runner's page around it.
function viteErrorShown(): boolean {
  const documents = [document, window.parent?.document, window.top?.document];
  return documents.some((doc) => doc?.querySelector('vite-error-overlay'));
}

/**
 * Stories tagged `screenshot` are compared, after their play function, with the baseline committed under
 * `__screenshots__/` beside the stories file (one PNG per story, named per browser and platform).
 * Update baselines with `npx vitest run --project storybook --update`.
 */
export const screenshotAnnotations: ProjectAnnotations<Renderer> = {
  afterEach: async ({ canvasElement, tags, id }) => {
    if (!tags.includes('screenshot')) return;
    // A build error shows Vite's overlay over the story: never take (or compare) that as the story's picture.
    if (viteErrorShown()) throw new Error('Vite signale une erreur de build (overlay) : capture refusée');
    const unfreeze = freezeMotion();
    try {
      await document.fonts.ready;
      await expect.element(page.elementLocator(canvasElement)).toMatchScreenshot(id);
    } finally {
      unfreeze();
    }
  },
};
