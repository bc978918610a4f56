const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The public name of a token's CSS variable: `color.background.brandHover` is `--teranga-color-background-brand-hover`. */
export const cssVariableNameOf = (path: readonly string[]) => `teranga-${path.map(kebab).join('-')}`;
