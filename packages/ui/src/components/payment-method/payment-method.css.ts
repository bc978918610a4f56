import { style } from '@vanilla-extract/css';
import { choiceCard, choiceRadio } from '../../internal/choice-card.css';
import { vars } from '../../tokens/vars.css';

export const group = style({ display: 'grid', gap: vars.space.sm });
export const option = style([choiceCard, { alignItems: 'center' }]);
export const radio = choiceRadio;
export const logo = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xs,
});
export const wave = style({ backgroundColor: '#1DC8F2', color: '#0B2A3A' });
export const orange = style({ backgroundColor: '#FF7900', color: '#1A0D00' });
export const cash = style({ backgroundColor: '#1E6B45', color: '#FFFFFF' });
export const name = style({ fontWeight: vars.font.weight.bold, display: 'block' });
export const text = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const legend = style({ fontWeight: vars.font.weight.bold, marginBottom: vars.space.sm });
