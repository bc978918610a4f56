import { missingImageWarning } from '@teranga/messages/kit/shared';
import { type SyntheticEvent, useCallback, useState } from 'react';

const warned = new Set<string>();

/**
 * In development, one console warning per image address that fails to load, naming it and pointing at `PUBLIC_URL` /
 * the SDK's `mediaBaseUrl` (a dev server answers a missing image with its HTML page, and nothing else says so).
 * `process.env.NODE_ENV` is what Vite, Next.js and webpack replace in every module, the kit's `dist` included: a
 * production build keeps no trace of the warning or its text. (`import.meta.env.DEV` is Vite's only.)
 */
export function warnMissingImage(url: string, component: string): void {
  if (process.env.NODE_ENV !== 'production') {
    if (warned.has(url)) return;
    warned.add(url);
    console.warn(missingImageWarning(url, component));
  }
}

/** What a kit image needs to fall back: whether an address has failed, and the `onError` that records it. */
export interface ImageFallback {
  /** True once this address failed to load (a new address gets its own chance). */
  failed: (src: string | null | undefined) => boolean;
  /** The `<img onError>` for this address: records the failure (the component then draws its fallback) and warns. */
  onError: (src: string) => (event: SyntheticEvent<HTMLImageElement>) => void;
}

/**
 * The one home of every kit image's failure: `component` names the kit component in the warning. Works for one image
 * or a list (the failed addresses are remembered as a set).
 * @example const image = useImageFallback('CartLine'); image.failed(src) ? <Placeholder /> : <img src={src} onError={image.onError(src)} />
 */
export function useImageFallback(component: string): ImageFallback {
  const [failedSources, setFailedSources] = useState<ReadonlySet<string>>(() => new Set());
  const failed = useCallback(
    (src: string | null | undefined) => !!src && failedSources.has(src),
    [failedSources],
  );
  const onError = useCallback(
    (src: string) => (event: SyntheticEvent<HTMLImageElement>) => {
      warnMissingImage(event.currentTarget.currentSrc || src, component);
      setFailedSources((previous) => (previous.has(src) ? previous : new Set(previous).add(src)));
    },
    [component],
  );
  return { failed, onError };
}
