import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

export const prompt = style({ marginTop: vars.space.sm, fontWeight: vars.font.weight.medium });
