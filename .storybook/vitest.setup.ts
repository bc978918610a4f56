import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { docsCheckAnnotations } from './docs-check';
import { mediaAnnotations } from './media';
import * as previewAnnotations from './preview';
import { screenshotAnnotations } from './screenshot';

// Applied by hand (not by addon-vitest's automatic provisioning) so that the screenshot, media and props-docs hooks join
// the a11y check.
setProjectAnnotations([
  a11yAnnotations,
  previewAnnotations,
  screenshotAnnotations,
  mediaAnnotations,
  docsCheckAnnotations,
]);

// Lets a play function know it runs as a story test (where media emulation is available), not in the Storybook UI.
(globalThis as { __terangaStoryTest?: boolean }).__terangaStoryTest = true;

// findBy… and waitFor wait up to 5 s instead of Testing Library's 1 s. The header's menus, drawer and bell panel are
// loaded on first use (a dynamic import the Vite dev server transforms on request): with the API and journey lanes
// sharing 2 cores in CI, a first open once took over a second, and three header stories failed on a menu that came.
configure({ asyncUtilTimeout: 5000 });
