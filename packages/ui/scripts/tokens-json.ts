// Writes dist/tokens.json (published as `@teranga/ui/tokens.json`): each theme's token values and the public CSS
// variable of each token, for design tools (Figma Tokens, Style Dictionary) and shops branding the kit by hand.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cssVariableNameOf } from '../src/tokens/css-variable-name';
import { darkColors, lightColors, themeValues } from '../src/tokens/tokens';

type Tree = { [key: string]: string | Tree };

function variables(tree: Tree, path: string[] = []): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? `--${cssVariableNameOf([...path, key])}` : variables(value, [...path, key]),
    ]),
  );
}

const light = themeValues(lightColors);
mkdirSync('dist', { recursive: true });
writeFileSync(
  'dist/tokens.json',
  `${JSON.stringify({ cssVariables: variables(light), themes: { light, dark: themeValues(darkColors) } }, null, 2)}\n`,
);
