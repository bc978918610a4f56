import { fill, plural } from '@teranga/messages/format';
import { packingSlipLabels } from '@teranga/messages/seller';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './packing-slip.css';

/** One line to pack, as ordered. */
export interface PackingSlipLine {
  id: string;
  name: string;
  sku?: string | null;
  size?: string | null;
  color?: string | null;
  quantity: number;
}

/** Who sends or receives the parcel: a name, then the lines of an address or a phone, already written. */
export interface PackingSlipParty {
  name: string;
  lines?: readonly string[];
}

export interface PackingSlipProps {
  /** Numéro de la commande. */
  orderNumber: string;
  /** Date de la commande, déjà formatée (« 26/11/2026 »). */
  date: string;
  /** Le vendeur : nom, adresse, téléphone. */
  seller: PackingSlipParty;
  /** La personne livrée : nom, adresse, téléphone. */
  recipient: PackingSlipParty;
  /** Comment le colis part : le mode, sa date, le point relais (« Point relais · Boutique Sandaga, … »). */
  delivery?: readonly string[];
  /** Les articles à préparer (nom, taille, couleur, quantité, référence). */
  lines: readonly PackingSlipLine[];
  /** Un dernier mot imprimé en bas (la promesse de retour de la boutique, une note). */
  note?: ReactNode;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof packingSlipLabels>;
  className?: string;
}

/**
 * The sheet a seller packs from and slips into the parcel: order number and date, sender and recipient, how it is
 * delivered, each line with its size, colour and quantity and a box to tick. One A5 page in black and white: the
 * app's print stylesheet shows it alone (`@page { size: A5 }`).
 */
export function PackingSlip({
  orderNumber,
  date,
  seller,
  recipient,
  delivery,
  lines,
  note,
  labels: overrides,
  className,
}: PackingSlipProps) {
  const labels = { ...packingSlipLabels, ...overrides };
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const dash = labels.none;
  return (
    <article data-slot="packing-slip" aria-label={labels.title} className={clsx(styles.root, className)}>
      <header className={styles.header}>
        <h2 className={styles.title}>{labels.title}</h2>
        <div>
          <p className={styles.number}>{fill(labels.order, { number: orderNumber })}</p>
          <p className={styles.date}>{fill(labels.date, { date })}</p>
        </div>
      </header>
      <div className={styles.parties}>
        <Party title={labels.seller} party={seller} />
        <Party title={labels.recipient} party={recipient} />
      </div>
      {delivery && delivery.length > 0 ? (
        <section className={styles.delivery} aria-label={labels.delivery}>
          <h3 className={styles.partyTitle}>{labels.delivery}</h3>
          {delivery.map((line) => (
            <p key={line} className={styles.partyLine}>
              {line}
            </p>
          ))}
        </section>
      ) : null}
      <table className={styles.table}>
        <caption className={clsx(styles.partyTitle, styles.caption)}>{labels.lines}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {labels.article}
            </th>
            <th scope="col" className={styles.headCell}>
              {labels.size}
            </th>
            <th scope="col" className={styles.headCell}>
              {labels.color}
            </th>
            <th scope="col" className={clsx(styles.headCell, styles.quantityHead)}>
              {labels.quantity}
            </th>
            <th scope="col" className={styles.headCell}>
              {labels.check}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td className={styles.cell}>
                {line.name}
                {line.sku ? <span className={styles.sku}>{line.sku}</span> : null}
              </td>
              <td className={styles.cell}>{line.size || dash}</td>
              <td className={styles.cell}>{line.color || dash}</td>
              <td className={clsx(styles.cell, styles.quantity)}>{line.quantity}</td>
              <td className={styles.cell}>
                <span className={styles.checkBox} aria-hidden />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.total}>{plural(labels.units, units)}</p>
      {note ? <p className={styles.note}>{note}</p> : null}
    </article>
  );
}

function Party({ title, party }: { title: string; party: PackingSlipParty }) {
  return (
    <section className={styles.party} aria-label={title}>
      <h3 className={styles.partyTitle}>{title}</h3>
      <p className={styles.partyName}>{party.name}</p>
      {(party.lines ?? []).map((line) => (
        <p key={line} className={styles.partyLine}>
          {line}
        </p>
      ))}
    </section>
  );
}
