import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';
import * as page from '../../app/page.css';

export const container = style([page.container, { maxWidth: '56rem' }]);

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});

export const serverErrors = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg });
