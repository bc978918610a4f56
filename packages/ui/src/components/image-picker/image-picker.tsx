import { fill, kitLabels } from '@teranga/messages';
import { clsx } from 'clsx';
import { type ChangeEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import * as f from '../../internal/field.css';
import { Icon } from '../../internal/icons';
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
}

export const defaultImagePickerLabels: ImagePickerLabels = kitLabels.imagePicker;

export interface ImagePickerProps {
  /** the chosen files (controlled) */
  value?: readonly File[];
  defaultValue?: readonly File[];
  /** called with the whole new list; files beyond `max` and of other types are left out */
  onChange?: (files: File[]) => void;
  max?: number;
  labels?: Partial<ImagePickerLabels>;
  /** an error from outside (the upload failed) */
  error?: ReactNode;
  disabled?: boolean;
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
export function ImagePicker({
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
  const describedBy = [`${inputId}-hint`, error ? `${inputId}-error` : null].filter(Boolean).join(' ');

  return (
    <div data-slot="image-picker" className={clsx(f.field, className)}>
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
