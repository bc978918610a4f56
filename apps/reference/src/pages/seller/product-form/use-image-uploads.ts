import { MAX_PRODUCT_IMAGES, sortPickedImages } from '@teranga/headless';
import type { ProductImage } from '@teranga/sdk';
import type { ImagePickerItem } from '@teranga/ui';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { sdk } from '../../../sdk';

/** One image of the form: an upload-list item plus what the server answered (the address the product will carry). */
export interface ImageEntry extends ImagePickerItem {
  stored?: ProductImage;
}

type Action =
  | { type: 'added'; entries: ImageEntry[] }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'uploaded'; key: string; image: ProductImage }
  | { type: 'failed'; key: string; message: string }
  | { type: 'removed'; key: string };

function reducer(entries: ImageEntry[], action: Action): ImageEntry[] {
  const update = (patch: Partial<ImageEntry>) =>
    entries.map((entry) => (entry.key === (action as { key: string }).key ? { ...entry, ...patch } : entry));
  switch (action.type) {
    case 'added':
      return [...entries, ...action.entries];
    case 'progress':
      return update({ progress: action.fraction });
    case 'uploaded':
      return update({ state: 'uploaded', progress: 1, stored: action.image });
    case 'failed':
      return update({ state: 'failed', message: action.message });
    case 'removed':
      return entries.filter((entry) => entry.key !== action.key);
    default:
      return action satisfies never;
  }
}

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `image-${counter}`;
};

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/** The images the product already has (edit form), as stored entries. */
export function storedEntries(images: ReadonlyArray<string | ProductImage>): ImageEntry[] {
  return images.map((image, index) => {
    const stored = typeof image === 'string' ? { url: image } : image;
    return { key: `stored-${index}`, name: `Image ${index + 1}`, src: stored.url, state: 'stored', stored };
  });
}

/**
 * Each picked image is checked (type, 10 MB, 10 images at most, counting the kept ones) and the accepted ones are
 * sent at once, each on its own request with its own progress and cancel. Refused and failed files stay in the list
 * with the reason until the seller removes them; the rest of the form is never touched.
 */
export function useImageUploads(initial: readonly ImageEntry[] = []) {
  const [entries, dispatch] = useReducer(reducer, initial as ImageEntry[]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const upload = useCallback((key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    sdk.upload
      .productImage(file, {
        signal: controller.signal,
        onProgress: (fraction) => dispatch({ type: 'progress', key, fraction }),
      })
      .then(({ url, srcset, width, height }) =>
        dispatch({
          type: 'uploaded',
          key,
          image: {
            url,
            ...(srcset ? { srcset } : {}),
            ...(width ? { width } : {}),
            ...(height ? { height } : {}),
          },
        }),
      )
      .catch((error: unknown) => {
        if (!isAbort(error)) dispatch({ type: 'failed', key, message: (error as Error).message });
      })
      .finally(() => controllers.current.delete(key));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const kept = entries.filter((entry) => entry.state !== 'refused' && entry.state !== 'failed').length;
      const { refused } = sortPickedImages(files, kept, MAX_PRODUCT_IMAGES);
      const reasons = new Map(refused.map(({ file, reason }) => [file, reason]));
      // In the order picked: each refused file sits where it was chosen, with its reason.
      const added = files.map((file): ImageEntry => {
        const reason = reasons.get(file);
        return reason === undefined
          ? { key: nextKey(), name: file.name, file, state: 'uploading', progress: 0 }
          : { key: nextKey(), name: file.name, state: 'refused', message: reason };
      });
      dispatch({ type: 'added', entries: added });
      for (const entry of added) if (entry.state === 'uploading' && entry.file) upload(entry.key, entry.file);
    },
    [entries, upload],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    dispatch({ type: 'removed', key });
  }, []);

  const uploading = entries.some((entry) => entry.state === 'uploading');
  const blocked = entries.some((entry) => entry.state === 'refused' || entry.state === 'failed');
  const images = entries.flatMap((entry) =>
    entry.stored && entry.state !== 'uploading' ? [entry.stored] : [],
  );
  return { entries, add, remove, cancel: remove, uploading, blocked, images };
}
