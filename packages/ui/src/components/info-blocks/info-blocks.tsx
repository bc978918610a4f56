import { fill } from '@teranga/messages/format';
import { infoBlocksLabels } from '@teranga/messages/kit/info-blocks';
import * as styles from './info-blocks.css';

export interface InfoBlocksLabels {
  materials: string;
  care: string;
  details: string;
  sku: string;
  brand: string;
  origin: string;
  weight: string;
  shipping: string;
  delivery: (min: number, max: number) => string;
  freeShipping: (minimum: string) => string;
  weightValue: (kg: string) => string;
}

export const defaultInfoBlocksLabels: InfoBlocksLabels = {
  ...infoBlocksLabels,
  delivery: (min, max) => fill(infoBlocksLabels.delivery, { min, max }),
  freeShipping: (minimum) => fill(infoBlocksLabels.freeShipping, { minimum }),
  weightValue: (kg) => fill(infoBlocksLabels.weightValue, { kg }),
};

export interface InfoBlocksProps {
  /** Les matières, une par ligne. */
  materials?: readonly string[];
  /** Les conseils d’entretien, un par ligne. */
  careInstructions?: readonly string[];
  /** La référence du produit. */
  sku?: string;
  /** La marque. */
  brand?: string;
  /** Le pays ou l’atelier d’origine. */
  origin?: string;
  /** weight in kilograms */
  weightKg?: number;
  /** estimated delivery window in days */
  shippingDays?: { min: number; max: number };
  /** Le minimum d’achat pour la livraison gratuite, déjà formaté. */
  freeShippingMinimum?: string;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<InfoBlocksLabels>;
}

const kg = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** The product's facts: materials, care, SKU, brand, origin, weight and shipping. Empty blocks are left out. */
export function InfoBlocks({
  materials,
  careInstructions,
  sku,
  brand,
  origin,
  weightKg,
  shippingDays,
  freeShippingMinimum,
  labels: overrides,
}: InfoBlocksProps) {
  const labels = { ...defaultInfoBlocksLabels, ...overrides };
  const facts: [string, string][] = [];
  if (sku) facts.push([labels.sku, sku]);
  if (brand) facts.push([labels.brand, brand]);
  if (origin) facts.push([labels.origin, origin]);
  if (weightKg !== undefined) facts.push([labels.weight, labels.weightValue(kg.format(weightKg))]);
  return (
    <div data-slot="info-blocks" className={styles.grid}>
      {materials?.length ? (
        <section className={styles.block}>
          <h3 className={styles.title}>{labels.materials}</h3>
          <ul className={styles.list}>
            {materials.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {careInstructions?.length ? (
        <section className={styles.block}>
          <h3 className={styles.title}>{labels.care}</h3>
          <ul className={styles.list}>
            {careInstructions.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {facts.length ? (
        <section className={styles.block}>
          <h3 className={styles.title}>{labels.details}</h3>
          <dl className={styles.facts}>
            {facts.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.detail}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {shippingDays || freeShippingMinimum ? (
        <section className={styles.block}>
          <h3 className={styles.title}>{labels.shipping}</h3>
          {shippingDays ? (
            <p style={{ margin: 0 }}>{labels.delivery(shippingDays.min, shippingDays.max)}</p>
          ) : null}
          {freeShippingMinimum ? (
            <p style={{ margin: 0 }}>{labels.freeShipping(freeShippingMinimum)}</p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
