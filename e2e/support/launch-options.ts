// The team's Chromium (TOOLCHAIN.md) has one home, scripts/ensure-chromium.mjs, shared with Storybook and the benches.
import { chromiumArgs, chromiumPath as findChromium } from '../../scripts/ensure-chromium.mjs';

export { chromiumArgs };
export const chromiumPath = findChromium();
