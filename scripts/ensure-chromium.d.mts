/** Types of ensure-chromium.mjs for the TypeScript configs that import it (Storybook's and the journeys'). */
export declare const chromiumArgs: string[];
export declare function chromiumPath(): string;
export declare function ensureChromium(): string;
