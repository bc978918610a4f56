import { createTheme, globalStyle } from '@vanilla-extract/css';
import {
  type ColorTokens,
  darkColors,
  layers,
  lightColors,
  motion,
  radii,
  shadows,
  space,
  typography,
} from './tokens';
import { vars } from './vars.css';

function themeValues(color: ColorTokens) {
  return {
    color,
    font: {
      family: typography.fontFamily,
      size: typography.fontSize,
      weight: typography.fontWeight,
      lineHeight: typography.lineHeight,
    },
    space,
    radius: radii,
    shadow: shadows,
    motion,
    layer: layers,
  };
}

/** Put one of these classes on a root element (usually `<body>`); everything inside reads its values. */
export const lightTheme = createTheme(vars, themeValues(lightColors), 'teranga-light');
export const darkTheme = createTheme(vars, themeValues(darkColors), 'teranga-dark');

for (const theme of [lightTheme, darkTheme]) {
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
