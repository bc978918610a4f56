/**
 * Chromatic's modes: every story is shot in the light and dark themes and on a phone, from one story, instead of a
 * Dark and a Mobile copy of each. The keys are the preview's globals (`theme`) and Chromatic's `viewport`.
 */
export const allModes = {
  light: { theme: 'light' },
  dark: { theme: 'dark' },
  phone: { theme: 'light', viewport: 375 },
} as const;
