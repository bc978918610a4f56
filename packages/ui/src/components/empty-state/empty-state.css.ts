import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space['2xl']} ${vars.space.lg}`,
  color: vars.color.foreground.muted,
});
export const icon = style({
  display: 'inline-flex',
  padding: vars.space.lg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.sunken,
});
export const title = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.foreground.text });
export const text = style({ margin: 0, maxWidth: '40ch' });
