import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';
import * as page from '../../app/page.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const description = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

/** Wide enough for the names side by side and the two buttons on one line. */
export const editContainer = style([page.container, { maxWidth: '44rem' }]);
