import { fill } from '@teranga/messages/format';
import { imagePickerLabels } from '@teranga/messages/kit/image-picker';
import { imageUploadLabels } from '@teranga/messages/seller';
import { clsx } from 'clsx';
import { type ChangeEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import * as f from '../../internal/field.css';
import { Icon } from '../../internal/icons';
import { useImageFallback } from '../../internal/use-image-fallback';
import { Badge } from '../badge/badge';
import * as styles from './image-picker.css';

export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface ImagePickerLabels {
  label: string;
  choose: string;
  hint: string;
  main: string;
  /** followed by the image number and file name */
  remove: string;
  /** followed by the image number and file name */
  preview: string;
  /** '{count}' and '{max}' are replaced */
  count: string;
  /** '{max}' is replaced */
  full: string;
  /** '{names}' is replaced with the refused files */
  rejected: string;
  /** '{percent}' is replaced */
  uploading: string;
  uploaded: string;
  /** followed by the image number and file name */
  cancel: string;
  /** names an upload's progress bar; followed by the image number and file name */
  progress: string;
  refused: string;
  failed: string;
  /** the visible text of a failed image's retry button */
  retry: string;
  /** names the retry button; followed by the image number and file name */
  retryLabel: string;
  /** an upload waiting its turn */
  waiting: string;
  /** an image being shrunk before it is sent */
  preparing: string;
  /** followed by the image number and file name */
  moveEarlier: string;
  /** followed by the image number and file name */
  moveLater: string;
  /** '{name}' is replaced with the image number and file name */
  makeMain: string;
  /** '{position}' and '{count}' are replaced: announced after a move */
  moved: string;
}

const withUploadLabels = (): ImagePickerLabels => ({ ...imagePickerLabels, ...imageUploadLabels });
// A pure call, so that a page without the picker drops these labels.
export const defaultImagePickerLabels: ImagePickerLabels = /* @__PURE__ */ withUploadLabels();

/** Where one image of an upload list stands: stored already, being sent, sent, or not kept (with why). */
export const imageItemStates = ['stored', 'uploading', 'uploaded', 'refused', 'failed'] as const;
export type ImageItemState = (typeof imageItemStates)[number];

/** One image of an upload list (the `items` mode): a stored address or a picked file, and its upload state. */
export interface ImagePickerItem {
  /** stable key, passed back to `onRemove` and `onCancel` */
  key: string;
  /** the file name, or a name for a stored image */
  name: string;
  /** the picked file (previewed through an object URL) */
  file?: File;
  /** the address of a stored image */
  src?: string;
  state: ImageItemState;
  /** 0 to 1 while uploading */
  progress?: number;
  /** while uploading: waiting its turn, being shrunk, or being sent (the default) */
  phase?: 'waiting' | 'preparing' | 'sending';
  /** why a file was refused or its upload failed (French, from the rules or the server) */
  message?: string;
}

export interface ImagePickerProps {
  /**
   * La liste des envois : donnée, le sélecteur affiche ces éléments (progression, annulation, refus) et passe chaque
   * fichier choisi à `onAdd`.
   */
  items?: readonly ImagePickerItem[];
  /** items mode: every file picked, in order */
  onAdd?: (files: File[]) => void;
  /** Mode liste d’envois : le bouton « Retirer » d’un élément qui n’est pas en cours d’envoi. */
  onRemove?: (key: string) => void;
  /** Mode liste d’envois : le bouton « Annuler » d’un élément en cours d’envoi. */
  onCancel?: (key: string) => void;
  /** items mode: « Réessayer » on a failed item (a lost connection); refused files have none */
  onRetry?: (key: string) => void;
  /**
   * Mode liste d’envois : avance (-1) ou recule (1) un élément d’une place ; le premier gardé est l’image principale.
   */
  onMove?: (key: string, offset: -1 | 1) => void;
  /** Mode liste d’envois : fait d’un élément l’image principale (le place en premier). */
  onMakeMain?: (key: string) => void;
  /** Les fichiers choisis (contrôlés). */
  value?: readonly File[];
  /** Les fichiers de départ, quand l’application ne les contrôle pas. */
  defaultValue?: readonly File[];
  /** Appelée avec toute la nouvelle liste ; les fichiers au-delà de `max` ou d’un autre type sont écartés. */
  onChange?: (files: File[]) => void;
  /** Nombre d’images le plus grand accepté. */
  max?: number;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<ImagePickerLabels>;
  /** Une erreur venue d’ailleurs (l’envoi a échoué). */
  error?: ReactNode;
  /** Désactive le choix de fichiers. */
  disabled?: boolean;
  /** Identifiant du champ (pour un `<label>` extérieur). */
  id?: string;
  className?: string;
}

let nextKey = 0;
const fileKeys = new WeakMap<File, number>();
/** A stable React key per File object (two files may share a name). */
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    nextKey += 1;
    key = nextKey;
    fileKeys.set(file, key);
  }
  return key;
}

/** Object URLs for previews, made in an effect and revoked when the list changes or the picker unmounts. */
function usePreviews(files: readonly File[]): ReadonlyMap<File, string> {
  const [urls, setUrls] = useState<ReadonlyMap<File, string>>(new Map());
  useEffect(() => {
    const made = new Map(files.map((file) => [file, URL.createObjectURL(file)]));
    setUrls(made);
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

/** Product images: several JPG, PNG or WEBP files (10 at most), previewed, the first marked 'Principal', each removable. */
export function ImagePicker(props: ImagePickerProps) {
  return props.items ? <UploadList {...props} items={props.items} /> : <FilePicker {...props} />;
}

/** The picker of plain files (value / onChange): wrong types are left out, at most `max` kept. */
function FilePicker({
  value,
  defaultValue = [],
  onChange,
  max = 10,
  labels: labelOverrides,
  error,
  disabled = false,
  id,
  className,
}: ImagePickerProps) {
  const labels = { ...defaultImagePickerLabels, ...labelOverrides };
  const autoId = useId();
  const inputId = id ?? autoId;
  const [own, setOwn] = useState<readonly File[]>(defaultValue);
  const [rejected, setRejected] = useState<string[]>([]);
  const files = value ?? own;
  const previews = usePreviews(files);
  const full = files.length >= max;
  const describedBy = [`${inputId}-hint`, error ? `${inputId}-error` : null].filter(Boolean).join(' ');

  const commit = (next: File[]) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file chosen twice in a row must still fire a change.
    event.target.value = '';
    const accepted = picked.filter((file) => (acceptedImageTypes as readonly string[]).includes(file.type));
    setRejected(picked.filter((file) => !accepted.includes(file)).map((file) => file.name));
    if (accepted.length > 0) commit([...files, ...accepted].slice(0, max));
  };

  const remove = (index: number) => commit(files.filter((_, i) => i !== index));

  return (
    <div data-slot="image-picker" className={clsx(f.field, className)}>
      <DropZone
        inputId={inputId}
        labels={labels}
        full={full}
        max={max}
        disabled={disabled}
        describedBy={describedBy}
        onPick={onPick}
      />
      <p className={styles.count} aria-live="polite">
        {fill(labels.count, { count: files.length, max })}
      </p>
      {rejected.length > 0 ? (
        <p className={f.error} role="alert">
          {fill(labels.rejected, { names: rejected.join(', ') })}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={f.error} role="alert">
          {error}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className={styles.grid} aria-labelledby={`${inputId}-label`}>
          {files.map((file, index) => {
            const name = `${index + 1} (${file.name})`;
            return (
              <li
                key={keyOf(file)}
                data-slot="image-picker-item"
                data-main={index === 0}
                className={styles.tile}
              >
                {previews.get(file) ? (
                  <img src={previews.get(file)} alt={`${labels.preview} ${name}`} className={styles.image} />
                ) : null}
                {index === 0 ? (
                  <Badge tone="brand" weight="solid" className={styles.main}>
                    {labels.main}
                  </Badge>
                ) : null}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`${labels.remove} ${name}`}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

interface DropZoneProps {
  inputId: string;
  labels: ImagePickerLabels;
  full: boolean;
  max: number;
  disabled: boolean;
  describedBy: string;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The label, the visible drop zone and the hidden file input it opens. */
function DropZone({ inputId, labels, full, max, disabled, describedBy, onPick }: DropZoneProps) {
  return (
    <>
      <span className={f.label} id={`${inputId}-label`}>
        {labels.label}
      </span>
      <label htmlFor={inputId} className={styles.drop} data-disabled={disabled || full}>
        <Icon name="upload" size={28} />
        <span id={`${inputId}-choose`} className={styles.dropTitle}>
          {labels.choose}
        </span>
        <span id={`${inputId}-hint`} className={f.hint}>
          {full ? fill(labels.full, { max }) : labels.hint}
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={acceptedImageTypes.join(',')}
          className={visuallyHidden}
          disabled={disabled || full}
          aria-labelledby={`${inputId}-label ${inputId}-choose`}
          aria-describedby={describedBy}
          onChange={onPick}
        />
      </label>
    </>
  );
}

const isKept = (item: ImagePickerItem) => item.state !== 'refused' && item.state !== 'failed';

/** The upload list: every image with its own state; refused and failed files stay in view with why, until removed. */
function UploadList({
  items,
  onAdd,
  onRemove,
  onCancel,
  onRetry,
  onMove,
  onMakeMain,
  max = 10,
  labels: labelOverrides,
  error,
  disabled = false,
  id,
  className,
}: ImagePickerProps & { items: readonly ImagePickerItem[] }) {
  const [announced, setAnnounced] = useState('');
  const labels = { ...defaultImagePickerLabels, ...labelOverrides };
  const autoId = useId();
  const inputId = id ?? autoId;
  const files = useMemo(
    () => items.map((item) => item.file).filter((file): file is File => file !== undefined),
    [items],
  );
  const previews = usePreviews(files);
  const fallback = useImageFallback('ImagePicker');
  const kept = items.filter(isKept);
  const full = kept.length >= max;
  const describedBy = [`${inputId}-hint`, error ? `${inputId}-error` : null].filter(Boolean).join(' ');
  const mainKey = kept[0]?.key;
  const keptIndex = (key: string) => kept.findIndex((item) => item.key === key);
  /** Moves, says where the image went (screen readers), and keeps the focus on a button of the moved image. */
  const move = (key: string, run: () => void, position: number, focus: 'earlier' | 'later') => {
    run();
    setAnnounced(fill(labels.moved, { position, count: kept.length }));
    requestAnimationFrame(() => {
      const tile = document.querySelector(`[data-image-key="${CSS.escape(key)}"]`);
      const wanted = tile?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]:not(:disabled)`);
      (wanted ?? tile?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
    });
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length > 0) onAdd?.(picked);
  };

  return (
    <div data-slot="image-picker" className={clsx(f.field, className)}>
      <DropZone
        inputId={inputId}
        labels={labels}
        full={full}
        max={max}
        disabled={disabled}
        describedBy={describedBy}
        onPick={onPick}
      />
      <p className={styles.count} aria-live="polite">
        {fill(labels.count, { count: kept.length, max })}
      </p>
      <p className={visuallyHidden} aria-live="polite">
        {announced}
      </p>
      {error ? (
        <p id={`${inputId}-error`} className={f.error} role="alert">
          {error}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.grid} aria-labelledby={`${inputId}-label`}>
          {items.map((item, index) => {
            const name = `${index + 1} (${item.name})`;
            const src = item.file ? previews.get(item.file) : item.src;
            const percent = Math.round((item.progress ?? 0) * 100);
            const captionId = `${inputId}-item-${item.key}`;
            return (
              <li
                key={item.key}
                data-slot="image-picker-item"
                data-state={item.state}
                data-main={item.key === mainKey}
                data-image-key={item.key}
                className={styles.item}
              >
                <div className={clsx(styles.tile, styles.frame)} data-main={item.key === mainKey}>
                  {src && !fallback.failed(src) ? (
                    <img
                      src={src}
                      alt={`${labels.preview} ${name}`}
                      className={styles.image}
                      onError={fallback.onError(src)}
                    />
                  ) : (
                    <span className={styles.letter} aria-hidden="true">
                      {item.name.charAt(0).toUpperCase()}
                    </span>
                  )}
                  {item.key === mainKey ? (
                    <Badge tone="brand" weight="solid" className={styles.main}>
                      {labels.main}
                    </Badge>
                  ) : null}
                  {item.state === 'uploading' ? (
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={`${labels.cancel} ${name}`}
                      onClick={() => onCancel?.(item.key)}
                    >
                      <Icon name="close" size={16} />
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={`${labels.remove} ${name}`}
                      aria-describedby={item.message ? captionId : undefined}
                      disabled={disabled}
                      onClick={() => onRemove?.(item.key)}
                    >
                      <Icon name="close" size={16} />
                    </button>
                  )}
                </div>
                <div className={styles.caption} id={captionId}>
                  <span className={styles.fileName}>{item.name}</span>
                  {item.state === 'uploading' ? (
                    <>
                      <div
                        role="progressbar"
                        aria-label={`${labels.progress} ${name}`}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={percent}
                        data-state="uploading"
                        className={styles.track}
                      >
                        <div className={styles.bar} style={{ width: `${percent}%` }} />
                      </div>
                      <span className={f.hint}>
                        {item.phase === 'waiting'
                          ? labels.waiting
                          : item.phase === 'preparing'
                            ? labels.preparing
                            : fill(labels.uploading, { percent })}
                      </span>
                    </>
                  ) : null}
                  {item.state === 'uploaded' ? (
                    <span className={styles.done}>
                      <Icon name="check" size={14} /> {labels.uploaded}
                    </span>
                  ) : null}
                  {item.state === 'refused' || item.state === 'failed' ? (
                    <span className={f.error} role="alert">
                      {item.state === 'refused' ? labels.refused : labels.failed} : {item.message}
                    </span>
                  ) : null}
                  {item.state === 'failed' && onRetry ? (
                    <button
                      type="button"
                      className={styles.tool}
                      aria-label={`${labels.retryLabel} ${name}`}
                      disabled={disabled}
                      onClick={() => onRetry(item.key)}
                    >
                      <Icon name="refresh" size={16} /> {labels.retry}
                    </button>
                  ) : null}
                  {isKept(item) && (onMove || onMakeMain) && kept.length > 1 ? (
                    <div className={styles.tools}>
                      {onMove ? (
                        <>
                          <button
                            type="button"
                            className={styles.tool}
                            data-move="earlier"
                            aria-label={`${labels.moveEarlier} ${name}`}
                            disabled={disabled || keptIndex(item.key) === 0}
                            onClick={() =>
                              move(item.key, () => onMove(item.key, -1), keptIndex(item.key), 'earlier')
                            }
                          >
                            <Icon name="chevronRight" size={16} className={styles.flip} />
                          </button>
                          <button
                            type="button"
                            className={styles.tool}
                            data-move="later"
                            aria-label={`${labels.moveLater} ${name}`}
                            disabled={disabled || keptIndex(item.key) === kept.length - 1}
                            onClick={() =>
                              move(item.key, () => onMove(item.key, 1), keptIndex(item.key) + 2, 'later')
                            }
                          >
                            <Icon name="chevronRight" size={16} />
                          </button>
                        </>
                      ) : null}
                      {onMakeMain && item.key !== mainKey ? (
                        <button
                          type="button"
                          className={styles.tool}
                          aria-label={fill(labels.makeMain, { name })}
                          disabled={disabled}
                          onClick={() => move(item.key, () => onMakeMain(item.key), 1, 'later')}
                        >
                          <Icon name="star" size={16} />
                        </button>
                      ) : null}
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
