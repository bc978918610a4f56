import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

// A choice drawn as a card with its radio dot (payment methods, delivery options): one look for every such choice.

export const choiceCard = style({
  display: 'flex',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.md,
  border: `2px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': {
      borderColor: vars.color.background.brand,
      backgroundColor: vars.color.background.brandSoft,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

/** The dot of a choice card: filled when its card is checked. */
export const choiceRadio = style({
  width: 18,
  height: 18,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.strong}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: {
    [`${choiceCard}[data-state="checked"] &`]: { borderColor: vars.color.foreground.brand },
    [`${choiceCard}[data-state="checked"] &::after`]: {
      content: '""',
      width: 8,
      height: 8,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.foreground.brand,
    },
  },
});
