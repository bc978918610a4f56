import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

export const heading = style({ margin: 0, fontSize: vars.font.size.lg });
export const paragraph = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });
