import { PackingSlip, type PackingSlipProps } from '@teranga/ui';
import { createPortal } from 'react-dom';

// Printed, the page shows the slip alone on one A5 sheet: everything else under <body> (the shop's header, footer,
// the seller's screen, any open dialog) is left out. On screen the printed copy stays hidden.
const PRINT_CSS = `[data-print-sheet]{display:none}
@media print{
@page{size:A5;margin:8mm}
html,body{background:#fff!important}
body>*:not([data-print-sheet]){display:none!important}
[data-print-sheet]{display:block!important}
}`;

/** The packing slip as the printer gets it: a child of <body>, with the print stylesheet that shows it alone. */
export function PackingSlipPrint(props: PackingSlipProps) {
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div data-print-sheet="packing-slip">
      <style>{PRINT_CSS}</style>
      <PackingSlip {...props} />
    </div>,
    document.body,
  );
}
