import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

/** A visible focus ring for keyboard users only. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
