import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const lead = style({ margin: `0 0 ${vars.space.md}`, lineHeight: vars.font.lineHeight.normal });
// A phone scrolls the table sideways inside the dialog, never the page.
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
