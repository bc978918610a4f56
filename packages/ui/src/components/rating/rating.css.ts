import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const stars = style({ display: 'inline-flex', color: vars.color.foreground.caution });
export const empty = style({ color: vars.color.border.strong });
export const count = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const none = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
