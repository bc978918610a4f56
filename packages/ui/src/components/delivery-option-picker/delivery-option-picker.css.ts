import { style } from '@vanilla-extract/css';
import { choiceCard, choiceRadio } from '../../internal/choice-card.css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  position: 'relative',
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});
export const legend = style({ fontWeight: vars.font.weight.bold });
export const group = style({ display: 'grid', gap: vars.space.sm });
export const option = style([
  choiceCard,
  { alignItems: 'flex-start', selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } } },
]);
/** Level with the option's first line of text, which starts at its top. */
export const radio = style([choiceRadio, { marginTop: 2 }]);
export const body = style({ display: 'grid', gap: 2, flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const name = style({ fontWeight: vars.font.weight.bold });
export const price = style({ fontWeight: vars.font.weight.bold, whiteSpace: 'nowrap' });
export const free = style([price, { color: vars.color.foreground.positive }]);
export const text = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const points = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.border.subtle}`,
});
export const error = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.critical, margin: 0 });
/** The live region stays in the page (so its next words are read) but takes no room while it has none. */
export const status = style([
  text,
  {
    margin: 0,
    selectors: {
      '&:empty': {
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clip: 'rect(0, 0, 0, 0)',
      },
    },
  },
]);
