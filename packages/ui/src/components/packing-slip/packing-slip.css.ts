import { style } from '@vanilla-extract/css';

// A sheet of paper: black on white whatever the theme, thin black rules, sizes in millimetres and points so that it
// reads the same on screen and printed on A5 (148 × 210 mm) in black and white.
const ink = '#000';
const paper = '#fff';

export const root = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '148mm',
  minHeight: '0',
  padding: '8mm',
  background: paper,
  color: ink,
  fontFamily: 'Helvetica, Arial, sans-serif',
  fontSize: '10pt',
  lineHeight: 1.35,
  display: 'grid',
  gap: '4mm',
  alignContent: 'start',
  border: `1px solid ${ink}`,
  '@media': {
    print: { border: 'none', padding: 0, maxWidth: 'none', breakInside: 'avoid' },
  },
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '4mm',
  borderBottom: `2px solid ${ink}`,
  paddingBottom: '2mm',
});
export const title = style({ margin: 0, fontSize: '14pt', fontWeight: 700, textTransform: 'uppercase' });
export const number = style({ margin: 0, fontSize: '12pt', fontWeight: 700, textAlign: 'right' });
export const date = style({ margin: 0, fontSize: '9pt', textAlign: 'right' });

export const parties = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4mm' });
export const party = style({
  border: `1px solid ${ink}`,
  padding: '2mm 3mm',
  display: 'grid',
  gap: '0.5mm',
  alignContent: 'start',
});
export const partyTitle = style({
  margin: 0,
  fontSize: '8pt',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
export const partyName = style({ margin: 0, fontWeight: 700, fontSize: '11pt' });
export const partyLine = style({ margin: 0 });

export const delivery = style({
  border: `1px solid ${ink}`,
  padding: '2mm 3mm',
  display: 'grid',
  gap: '0.5mm',
});

export const caption = style({ textAlign: 'left', paddingBottom: '1mm' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '10pt' });
export const headCell = style({
  textAlign: 'left',
  fontSize: '8pt',
  textTransform: 'uppercase',
  borderBottom: `1.5px solid ${ink}`,
  padding: '1mm 1.5mm',
});
export const cell = style({ borderBottom: `1px solid ${ink}`, padding: '1.5mm', verticalAlign: 'top' });
export const quantityHead = style({ textAlign: 'center' });
export const quantity = style({ textAlign: 'center', fontWeight: 700, fontSize: '12pt' });
export const sku = style({ display: 'block', fontSize: '8pt' });
// An empty square the packer ticks with a pen.
export const checkBox = style({
  display: 'inline-block',
  width: '4mm',
  height: '4mm',
  border: `1.5px solid ${ink}`,
});
export const total = style({ margin: 0, textAlign: 'right', fontWeight: 700 });
export const note = style({ margin: 0, fontSize: '9pt', borderTop: `1px dashed ${ink}`, paddingTop: '2mm' });
