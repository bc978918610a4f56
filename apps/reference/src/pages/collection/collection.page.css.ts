import { breakpoints } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const desktopOnly = style({ display: 'none', '@media': { [desktop]: { display: 'block' } } });

export const mobileOnly = style({ display: 'block', '@media': { [desktop]: { display: 'none' } } });

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  border: 0,
  padding: 0,
  margin: 0,
});

export const tabsLegend = style({ fontWeight: 700, marginBottom: '0.5rem', padding: 0 });
