import { assignVars, createTheme, globalStyle, style } from '@vanilla-extract/css';
import { darkColors, lightColors, themeValues } from './tokens';
import { vars } from './vars.css';

/** Every token value of each theme, as plain data (also published as `@teranga/ui/tokens.json` for design tools). */
export const themeTokens = { light: themeValues(lightColors), dark: themeValues(darkColors) };

/** Put one of these classes on the root element (`<html>`); everything inside, portals included, reads its values. */
export const lightTheme = createTheme(vars, themeTokens.light, 'teranga-light');
export const darkTheme = createTheme(vars, themeTokens.dark, 'teranga-dark');
/** Opt-in: light, or dark when the visitor's system asks for it (`prefers-color-scheme: dark`). */
export const systemTheme = style(
  {
    vars: assignVars(vars, themeTokens.light),
    '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars, themeTokens.dark) } },
  },
  'teranga-system',
);

// Outside any themed element (a portal under <body> when the theme class sits on an inner element) the light values
// apply, so nothing renders unstyled; a shop's own `:root { --teranga-… }` after the kit's stylesheet wins.
globalStyle(':where(:root)', {
  vars: assignVars(vars, themeTokens.light),
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.foreground.text,
});

for (const theme of [lightTheme, darkTheme, systemTheme]) {
  globalStyle(theme, {
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.foreground.text,
    backgroundColor: vars.color.background.body,
    WebkitFontSmoothing: 'antialiased',
    '@media': {
      // Motion shrinks to nothing for those who asked their system for less of it.
      '(prefers-reduced-motion: reduce)': {
        vars: {
          [vars.motion.duration.fast]: '0ms',
          [vars.motion.duration.base]: '0ms',
          [vars.motion.duration.slow]: '0ms',
        },
      },
    },
  });
  globalStyle(`${theme} *, ${theme} *::before, ${theme} *::after`, { boxSizing: 'border-box' });
}
