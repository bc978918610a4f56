import { sizeGuideTexts } from '@teranga/messages/catalogue';
import { helpPageTexts } from '@teranga/messages/storefront';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../dialog/dialog';
import * as styles from './size-guide.css';

/** A size table: what to measure, its caption, the column heads, one row per size (the size first). */
export interface SizeChart {
  lead: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** Adults by letter (the help page's table, one home), children by age. */
export const sizeCharts: Record<'adult' | 'child', SizeChart> = {
  adult: {
    lead: helpPageTexts.sizeGuide.lead,
    caption: helpPageTexts.sizeGuide.tableCaption,
    columns: helpPageTexts.sizeGuide.columns,
    rows: helpPageTexts.sizeGuide.rows,
  },
  child: {
    lead: sizeGuideTexts.childLead,
    caption: sizeGuideTexts.childCaption,
    columns: sizeGuideTexts.childColumns,
    rows: sizeGuideTexts.childRows,
  },
};

export const defaultSizeGuideLabels = {
  button: sizeGuideTexts.button,
  title: sizeGuideTexts.title,
  close: sizeGuideTexts.close,
};

/** The table of a chart, with its caption and header cells (columns and the size of each row). */
export function SizeTable({ chart }: { chart: SizeChart }) {
  return (
    // A phone scrolls the table sideways: its frame takes the focus so the keyboard scrolls it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableWrap} tabIndex={0} aria-label={chart.caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{chart.caption}</caption>
        <thead>
          <tr>
            {chart.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map(([size, ...measures]) => (
            <tr key={size}>
              <th scope="row">{size}</th>
              {measures.map((measure, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={index}>{measure}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export interface SizeGuideProps {
  /** Tailles adultes par lettre (`adult`) ou enfants par âge (`child`). */
  kind: 'adult' | 'child';
  /** Un autre tableau que celui du kit (une boutique avec ses propres mesures). */
  chart?: SizeChart;
  /** Fenêtre ouverte (contrôlée par l’application). */
  open?: boolean;
  /** Ouverte au départ, quand l’application ne la contrôle pas. */
  defaultOpen?: boolean;
  /** Appelée quand la fenêtre s’ouvre ou se ferme. */
  onOpenChange?: (open: boolean) => void;
  /** Ce qui l’ouvre : le bouton « Guide des tailles » du kit par défaut ; `null` pour aucun (un bouton de la page). */
  trigger?: ReactNode | null;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultSizeGuideLabels>;
}

/** « Guide des tailles »: a button opening the kit's dialog (Radix: focus kept inside, Échap closes) with the table. */
export function SizeGuide({
  kind,
  chart,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  labels: overrides,
}: SizeGuideProps) {
  const labels = { ...defaultSizeGuideLabels, ...overrides };
  const shown = chart ?? sizeCharts[kind];
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger === undefined ? (
        <DialogTrigger asChild>
          <Button type="button" variant="outline" size="sm" data-slot="size-guide-trigger">
            {labels.button}
          </Button>
        </DialogTrigger>
      ) : trigger ? (
        <DialogTrigger asChild>{trigger}</DialogTrigger>
      ) : null}
      <DialogContent closeLabel={labels.close}>
        <DialogTitle>{labels.title}</DialogTitle>
        <p className={styles.lead}>{shown.lead}</p>
        <SizeTable chart={shown} />
      </DialogContent>
    </Dialog>
  );
}
