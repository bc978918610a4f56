import { fill } from '@teranga/messages/format';
import { wishlistItemLabels } from '@teranga/messages/kit/wishlist-item';
import { clsx } from 'clsx';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import * as f from '../../internal/field.css';
import { Icon } from '../../internal/icons';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { card, heading } from '../../internal/surface.css';
import { Button } from '../button/button';
import { ProductThumbnail } from '../data-table/product-thumbnail';
import { Price } from '../price/price';
import { Skeleton } from '../skeleton/skeleton';
import * as styles from './wishlist-item.css';

export interface WishlistItemLabels {
  addToCart: string;
  view: string;
  remove: string;
  note: string;
  noNote: string;
  addNote: string;
  editNote: string;
  saveNote: string;
  cancel: string;
  notePlaceholder: string;
  /** followed by the date */
  addedOn: string;
  loading: string;
  /** '{count} / {max} caractères' under the editor */
  noteLength: string;
}

export const defaultWishlistItemLabels: WishlistItemLabels = wishlistItemLabels;

export interface WishlistItemProps {
  /** Nom du produit. */
  name: string;
  /** Adresse de la photo du produit. */
  image?: string | null;
  /** Prix déjà formaté (« 19 650 CFA ») ; absent, « Prix non disponible ». */
  price?: string | null;
  /** price before discount, struck through */
  comparePrice?: string | null;
  /** La note de la cliente sur ce produit. */
  note?: string | null;
  /** Quand le produit a été ajouté (une date ou une chaîne ISO). */
  addedAt?: Date | string | null;
  /** product page ('/product/{productId}') */
  href: string;
  /** Affiche « Ajouter au panier » et l’appelle. */
  onAddToCart?: () => void;
  /** Affiche « Retirer » et l’appelle. */
  onRemove?: () => void;
  /** Reçoit la note sans espaces autour. */
  onSaveNote?: (note: string) => void;
  /** Le bouton d’ajout au panier tourne. */
  addingToCart?: boolean;
  /** Le bouton d’enregistrement de la note tourne. */
  savingNote?: boolean;
  /** Un échec affiché sous la note (« Erreur lors de la mise à jour »). */
  noteError?: string | null;
  /**
   * La note refusée par le serveur (un nouvel objet à chaque refus) : l’éditeur se rouvre avec elle, rien de saisi
   * n’est perdu.
   */
  rejectedNote?: { notes: string } | null;
  /** Longueur la plus grande de la note (la limite du serveur). */
  noteMaxLength?: number;
  /** Formate la date d’ajout (par défaut fr-FR). */
  formatDate?: (date: Date) => string;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<WishlistItemLabels>;
  /** Dessine les liens avec le routeur de l’application (un `<a>` simple par défaut). */
  renderLink?: RenderLink;
  /** Affiche des silhouettes pendant le chargement. */
  loading?: boolean;
  className?: string;
}

const frenchDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

function toDate(value: Date | string | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A favourite: picture, name, price, a note the shopper can edit, add to cart, view, remove, and the date it was added. */
export function WishlistItem({
  name,
  image,
  price,
  comparePrice,
  note,
  addedAt,
  href,
  onAddToCart,
  onRemove,
  onSaveNote,
  addingToCart = false,
  savingNote = false,
  noteError,
  rejectedNote,
  noteMaxLength = 500,
  formatDate = (date) => frenchDate.format(date),
  labels: labelOverrides,
  renderLink = defaultRenderLink,
  loading = false,
  className,
}: WishlistItemProps) {
  const labels = { ...defaultWishlistItemLabels, ...labelOverrides };
  const nameId = useId();
  const noteId = useId();
  const [saved, setSaved] = useState(note ?? '');
  const [draft, setDraft] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const returnFocus = useRef(false);
  const editing = draft !== null;

  useEffect(() => setSaved(note ?? ''), [note]);
  // Refused by the server: the saved note comes back, and the shopper's text goes back into the editor.
  useEffect(() => {
    if (!rejectedNote) return;
    setSaved(note ?? '');
    setDraft(rejectedNote.notes);
  }, [rejectedNote, note]);
  useEffect(() => {
    if (editing) textarea.current?.focus();
    // Back to the button that opened the editor (once it is rendered again), so keyboard users keep their place.
    else if (returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setDraft(null);
  };
  const save = () => {
    const next = (draft ?? '').trim();
    setSaved(next);
    onSaveNote?.(next);
    close();
  };
  const onEditorKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (loading) {
    return (
      <article aria-busy="true" aria-label={labels.loading} className={clsx(card, styles.root, className)}>
        <Skeleton width={120} height={120} />
        <div className={styles.body}>
          <Skeleton width="60%" height="1.25rem" />
          <Skeleton width="30%" />
          <Skeleton height="3rem" />
        </div>
      </article>
    );
  }

  const since = toDate(addedAt);
  return (
    <article
      data-slot="wishlist-item"
      aria-labelledby={nameId}
      className={clsx(card, styles.root, className)}
    >
      <ProductThumbnail src={image} name={name} size={120} />
      <div className={styles.body}>
        <div>
          <h3 id={nameId} className={clsx(heading, styles.name)}>
            {renderLink({ href, className: styles.nameLink, children: name })}
          </h3>
          {since ? (
            <p className={styles.added}>
              {labels.addedOn} <time dateTime={since.toISOString()}>{formatDate(since)}</time>
            </p>
          ) : null}
        </div>
        <Price amount={price} compareAt={comparePrice} size="sm" />
        <div className={styles.note} data-slot="wishlist-item-note">
          {editing ? (
            <>
              <label htmlFor={noteId} className={styles.noteTitle}>
                {labels.note}
              </label>
              <textarea
                ref={textarea}
                id={noteId}
                className={clsx(f.input, styles.textarea)}
                value={draft}
                maxLength={noteMaxLength}
                aria-describedby={`${noteId}-length`}
                placeholder={labels.notePlaceholder}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onEditorKey}
              />
              <p id={`${noteId}-length`} className={f.hint}>
                {fill(labels.noteLength, { count: draft.length, max: noteMaxLength })}
              </p>
              <div className={styles.row}>
                <Button size="sm" loading={savingNote} onClick={save}>
                  {labels.saveNote}
                </Button>
                <Button size="sm" variant="ghost" onClick={close}>
                  {labels.cancel}
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className={styles.noteTitle}>{labels.note}</p>
              {saved ? (
                <p className={styles.noteText}>{saved}</p>
              ) : (
                <p className={styles.noteEmpty}>{labels.noNote}</p>
              )}
              <div className={styles.row}>
                <Button ref={editButton} size="sm" variant="outline" onClick={() => setDraft(saved)}>
                  <Icon name="edit" size={16} />
                  {saved ? labels.editNote : labels.addNote}
                </Button>
              </div>
            </>
          )}
          {noteError ? (
            <p className={f.error} role="alert">
              {noteError}
            </p>
          ) : null}
        </div>
        <div className={styles.row}>
          <Button loading={addingToCart} onClick={onAddToCart}>
            <Icon name="cart" size={18} />
            {labels.addToCart}
          </Button>
          <Button asChild variant="outline">
            {renderLink({
              href,
              children: (
                <>
                  <Icon name="eye" size={18} />
                  {labels.view}
                </>
              ),
            })}
          </Button>
          <Button variant="ghost" onClick={onRemove}>
            <Icon name="trash" size={18} />
            {labels.remove}
          </Button>
        </div>
      </div>
    </article>
  );
}
