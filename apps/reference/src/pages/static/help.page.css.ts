import { vars } from '@teranga/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const heading = style({ margin: 0, fontSize: vars.font.size.lg });
export const paragraph = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });
// A phone scrolls the table sideways inside its frame, never the page.
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const caption = style({
  textAlign: 'left',
  paddingBottom: vars.space.sm,
  color: vars.color.foreground.muted,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});
