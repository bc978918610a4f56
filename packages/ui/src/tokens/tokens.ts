/**
 * Teranga's design tokens, as plain typed values. The contract (`vars.css.ts`) is made from their shape once;
 * each theme fills it. Colours come from West African textiles: indigo dyes, bogolan browns, kente gold, wax prints.
 * Every text/background pair below is at WCAG AA (4.5:1) or better in both themes.
 */
export const palette = {
  indigo900: '#1A2E5E',
  indigo700: '#233D7B',
  indigo100: '#E3E8F5',
  bogolan950: '#16110D',
  bogolan900: '#2B1D14',
  bogolan600: '#6B5444',
  bogolan400: '#8C7360',
  cotton50: '#FBF6EE',
  cotton100: '#F3EADB',
  cotton200: '#DCCDB8',
  kente400: '#E2A93B',
  waxRed700: '#B42318',
  waxGreen700: '#1E7045',
  ochre700: '#A84E08',
  white: '#FFFFFF',
} as const;

export const lightColors = {
  background: {
    body: palette.cotton50,
    surface: palette.white,
    sunken: palette.cotton100,
    brand: palette.indigo700,
    brandHover: palette.indigo900,
    brandSoft: palette.indigo100,
    accent: palette.kente400,
    critical: palette.waxRed700,
    criticalSoft: '#FCE8E6',
    positive: palette.waxGreen700,
    positiveSoft: '#E3F3EA',
    caution: palette.ochre700,
    cautionSoft: '#FDF0E1',
    overlay: 'rgba(22, 17, 13, 0.55)',
  },
  foreground: {
    text: palette.bogolan900,
    muted: palette.bogolan600,
    brand: palette.indigo700,
    onBrand: palette.white,
    onAccent: palette.bogolan900,
    critical: palette.waxRed700,
    criticalSoft: '#8F1C13',
    onCritical: palette.white,
    positive: palette.waxGreen700,
    positiveSoft: '#155233',
    onPositive: palette.white,
    caution: palette.ochre700,
    cautionSoft: '#8A3F06',
    onCaution: palette.white,
  },
  border: {
    subtle: palette.cotton200,
    strong: palette.bogolan400,
    focus: palette.indigo700,
  },
};

export type ColorTokens = { [G in keyof typeof lightColors]: Record<keyof (typeof lightColors)[G], string> };

export const darkColors: ColorTokens = {
  background: {
    body: palette.bogolan950,
    surface: '#211913',
    sunken: '#2C221A',
    brand: '#9DB4EE',
    brandHover: '#B8C9F3',
    brandSoft: '#25304D',
    accent: '#E8B84A',
    critical: '#F08A80',
    criticalSoft: '#3A1714',
    positive: '#6FCF97',
    positiveSoft: '#143323',
    caution: '#F3A45C',
    cautionSoft: '#3A2410',
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
  foreground: {
    text: '#F5EDE1',
    muted: '#C9B8A6',
    brand: '#9DB4EE',
    onBrand: '#0F1A33',
    onAccent: '#1E140C',
    critical: '#F08A80',
    criticalSoft: '#F6B1AA',
    onCritical: '#2A0804',
    positive: '#6FCF97',
    positiveSoft: '#9FE0B9',
    onPositive: '#0B2616',
    caution: '#F3A45C',
    cautionSoft: '#F7C08D',
    onCaution: '#2A1503',
  },
  border: {
    subtle: '#4A3A2D',
    strong: '#A08A76',
    focus: '#E8B84A',
  },
};

// System fonts only: nothing fetched from the network, and screenshots stay identical between runs.
export const typography = {
  fontFamily: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif',
    display: 'Georgia, "Noto Serif", "DejaVu Serif", serif',
    mono: 'ui-monospace, "DejaVu Sans Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
};

export const space = {
  none: '0',
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  xl: '1.5rem',
  '2xl': '2rem',
  '3xl': '3rem',
};

export const radii = { none: '0', sm: '0.25rem', md: '0.5rem', lg: '1rem', full: '9999px' };

export const shadows = {
  sm: '0 1px 2px rgba(43, 29, 20, 0.12)',
  md: '0 4px 12px rgba(43, 29, 20, 0.14)',
  lg: '0 12px 32px rgba(43, 29, 20, 0.2)',
};

export const motion = {
  duration: { fast: '120ms', base: '200ms', slow: '400ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.3)' },
};

/** Stacking order, lowest to highest: a card's own controls, the sticky header and its menus, then dialogs and toasts. */
export const layers = {
  raised: '1',
  sticky: '50',
  dropdown: '80',
  overlay: '200',
  dialog: '210',
  toast: '300',
};

export const breakpoints = { mobile: 0, tablet: 640, desktop: 1024 } as const;

export const tokens = { typography, space, radii, shadows, motion, layers };

/** What a theme fills in the contract (`vars.css.ts`): one colour set, and the shared type, space, radii, shadows, motion. */
export function themeValues(color: ColorTokens) {
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
