import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const panel = style({ width: 'min(22rem, calc(100vw - 1rem))' });
export const list = style({ maxHeight: '22rem', overflowY: 'auto' });
export const line = style({ alignItems: 'flex-start' });
export const lineText = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 0 });
export const time = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.muted });
/** The unread dot: colour is not the only sign, the line also reads 'non lue'. */
export const dot = style({
  flex: 'none',
  width: 8,
  height: 8,
  marginTop: 6,
  borderRadius: '50%',
  backgroundColor: vars.color.foreground.brand,
});
export const spacer = style({ flex: 'none', width: 8 });
export const empty = style({
  margin: 0,
  padding: `${vars.space.md}`,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});
