import { MAX_PRODUCT_IMAGES, sortPickedImages } from '@teranga/headless';
import { type ProductImage, TerangaApiError } from '@teranga/sdk';
import type { ImagePickerItem } from '@teranga/ui';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { sdk } from '../../../sdk';
import { shrinkPhoto } from './shrink-photo';

/** One image of the form: an upload-list item plus what the server answered (the address the product will carry). */
export interface ImageEntry extends ImagePickerItem {
  stored?: ProductImage;
}

/** Two photos go at once: a slow line shared by five uploads would finish none of them for minutes. */
export const PARALLEL_UPLOADS = 2;

type Action =
  | { type: 'added'; entries: ImageEntry[] }
  | { type: 'phase'; key: string; phase: NonNullable<ImageEntry['phase']> }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'uploaded'; key: string; image: ProductImage }
  | { type: 'failed'; key: string; message: string; refused: boolean }
  | { type: 'retried'; key: string }
  | { type: 'moved'; key: string; to: (index: number) => number }
  | { type: 'removed'; key: string };

function moveEntry(entries: ImageEntry[], key: string, to: (index: number) => number): ImageEntry[] {
  // Moves happen among the kept images (refused and failed ones keep their place at the end of the order).
  const kept = entries.filter(isKept);
  const from = kept.findIndex((entry) => entry.key === key);
  if (from < 0) return entries;
  const moved = kept.filter((entry) => entry.key !== key);
  moved.splice(Math.max(0, Math.min(moved.length, to(from))), 0, kept[from] as ImageEntry);
  return [...moved, ...entries.filter((entry) => !isKept(entry))];
}

function reducer(entries: ImageEntry[], action: Action): ImageEntry[] {
  const update = (patch: Partial<ImageEntry>) =>
    entries.map((entry) => (entry.key === (action as { key: string }).key ? { ...entry, ...patch } : entry));
  switch (action.type) {
    case 'added':
      return [...entries, ...action.entries];
    case 'phase':
      return update({ phase: action.phase });
    case 'progress':
      return update({ progress: action.fraction, phase: 'sending' });
    case 'uploaded':
      return update({ state: 'uploaded', progress: 1, stored: action.image, phase: undefined });
    case 'failed':
      return update({
        state: action.refused ? 'refused' : 'failed',
        message: action.message,
        phase: undefined,
      });
    case 'retried':
      return update({ state: 'uploading', phase: 'waiting', progress: 0, message: undefined });
    case 'moved':
      return moveEntry(entries, action.key, action.to);
    case 'removed':
      return entries.filter((entry) => entry.key !== action.key);
    default:
      return action satisfies never;
  }
}

const isKept = (entry: ImageEntry) => entry.state !== 'refused' && entry.state !== 'failed';

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `image-${counter}`;
};

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';
/** The server refused the file itself (type, size, pixels): sending it again would be refused again. */
const isRefusal = (error: unknown) =>
  error instanceof TerangaApiError && [400, 413, 415, 422].includes(error.status);

/** The images the product already has (edit form), as stored entries. */
export function storedEntries(images: ReadonlyArray<string | ProductImage>): ImageEntry[] {
  return images.map((image, index) => {
    const stored = typeof image === 'string' ? { url: image } : image;
    return { key: `stored-${index}`, name: `Image ${index + 1}`, src: stored.url, state: 'stored', stored };
  });
}

/** The create form's finished photos outlive a page reload (this tab only): they are on the server already. */
const DRAFT_KEY = 'teranga.product-photos.create';

function readDraft(): ImageEntry[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '[]') as Array<{
      name: string;
      stored: ProductImage;
    }>;
    return saved.map(({ name, stored }, index) => ({
      key: `draft-${index}`,
      name,
      src: stored.url,
      state: 'uploaded',
      progress: 1,
      stored,
    }));
  } catch {
    return [];
  }
}

function writeDraft(entries: readonly ImageEntry[]): void {
  const finished = entries.flatMap((entry) =>
    entry.stored && entry.state === 'uploaded' ? [{ name: entry.name, stored: entry.stored }] : [],
  );
  try {
    if (finished.length === 0) sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify(finished));
  } catch {
    // Private browsing without storage: a reload loses the photos, nothing else changes.
  }
}

/** Names a picked file the same way across page loads, so picking it again resumes its upload. */
const fingerprintOf = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;

/**
 * Each picked image is checked (type, 10 MB, 10 images at most, counting the kept ones); the accepted ones wait their
 * turn, two at a time: shrunk in a web worker, then sent through the resumable protocol (a cut line resumes where it
 * stopped). A file the server refuses stays in the list « Refusée » with why; a lost connection leaves it « Échec »
 * with « Réessayer ». The order of the list is the product's (the first kept image is the main one); the create form
 * (no `initial`) keeps its finished photos across a reload.
 */
export function useImageUploads(initial?: readonly ImageEntry[]) {
  const drafted = initial === undefined;
  const [entries, dispatch] = useReducer(reducer, initial, (given) =>
    given ? [...given] : typeof sessionStorage === 'undefined' ? [] : readDraft(),
  );
  const controllers = useRef(new Map<string, AbortController>());
  const files = useRef(new Map<string, File>());
  // Moves on when an upload ends, so that the next waiting photo starts.
  const [ended, wake] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  useEffect(() => {
    if (drafted) writeDraft(entries);
  }, [drafted, entries]);

  const upload = useCallback(async (key: string, file: File, signal: AbortSignal) => {
    dispatch({ type: 'phase', key, phase: 'preparing' });
    const shrunk = await shrinkPhoto(file, signal);
    dispatch({ type: 'phase', key, phase: 'sending' });
    const { url, srcset, width, height } = await sdk.upload.resumableImage(shrunk, {
      signal,
      fingerprint: fingerprintOf(file),
      onProgress: (fraction) => dispatch({ type: 'progress', key, fraction }),
    });
    return { url, ...(srcset ? { srcset } : {}), ...(width ? { width } : {}), ...(height ? { height } : {}) };
  }, []);

  // Starts waiting uploads while fewer than two run.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ended` runs it again when an upload ends.
  useEffect(() => {
    const running = controllers.current;
    const waiting = entries.filter(
      (entry) => entry.state === 'uploading' && entry.phase === 'waiting' && !running.has(entry.key),
    );
    for (const entry of waiting.slice(0, Math.max(0, PARALLEL_UPLOADS - running.size))) {
      const file = files.current.get(entry.key);
      if (!file) continue;
      const controller = new AbortController();
      running.set(entry.key, controller);
      upload(entry.key, file, controller.signal)
        .then((image) => dispatch({ type: 'uploaded', key: entry.key, image }))
        .catch((error: unknown) => {
          if (!isAbort(error))
            dispatch({
              type: 'failed',
              key: entry.key,
              message: (error as Error).message,
              refused: isRefusal(error),
            });
        })
        .finally(() => {
          running.delete(entry.key);
          wake();
        });
    }
  }, [entries, ended, upload]);

  const add = useCallback(
    (picked: File[]) => {
      const kept = entries.filter(isKept).length;
      const { refused } = sortPickedImages(picked, kept, MAX_PRODUCT_IMAGES);
      const reasons = new Map(refused.map(({ file, reason }) => [file, reason]));
      // In the order picked: each refused file sits where it was chosen, with its reason.
      const added = picked.map((file): ImageEntry => {
        const reason = reasons.get(file);
        const key = nextKey();
        if (reason !== undefined) return { key, name: file.name, state: 'refused', message: reason };
        files.current.set(key, file);
        return { key, name: file.name, file, state: 'uploading', phase: 'waiting', progress: 0 };
      });
      dispatch({ type: 'added', entries: added });
    },
    [entries],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    files.current.delete(key);
    dispatch({ type: 'removed', key });
  }, []);

  /** « Réessayer »: the photo waits its turn again and resumes from what the server already has. */
  const retry = useCallback((key: string) => dispatch({ type: 'retried', key }), []);
  const move = useCallback(
    (key: string, offset: -1 | 1) => dispatch({ type: 'moved', key, to: (index) => index + offset }),
    [],
  );
  const makeMain = useCallback((key: string) => dispatch({ type: 'moved', key, to: () => 0 }), []);

  const uploading = entries.some((entry) => entry.state === 'uploading');
  const blocked = entries.some((entry) => entry.state === 'refused' || entry.state === 'failed');
  const images = entries.flatMap((entry) =>
    entry.stored && entry.state !== 'uploading' && isKept(entry) ? [entry.stored] : [],
  );
  /** After the product is saved: the create form's photos are the product's now, the next form starts empty. */
  const saved = useCallback(() => {
    if (drafted) sessionStorage.removeItem(DRAFT_KEY);
  }, [drafted]);
  return { entries, add, remove, cancel: remove, retry, move, makeMain, uploading, blocked, images, saved };
}
