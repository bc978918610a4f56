import imageCompression from 'browser-image-compression';
// The library's own build, served by the shop: its web worker loads it (never a CDN).
import compressionLibrary from 'browser-image-compression/dist/browser-image-compression.js?url';

/** The widest picture the shop serves (the API's IMAGE_WIDTHS, media/image-intake.ts): wider is never shown. */
export const LARGEST_SERVED_WIDTH = 1600;
/**
 * A shrunk photo aims under this size: five of them fit the 1.5 MB a seller on a 400 kbit/s line can send in a
 * minute. Only the quality comes down to reach it, never the width.
 */
const TARGET_MB = 0.28;
const QUALITY = 0.8;

/** The size the photo shows at once turned upright (createImageBitmap applies the EXIF orientation). */
async function uprightSize(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/**
 * The photo as it will be sent: decoded, turned upright, resized to at most 1600 pixels wide and encoded as WebP in a
 * web worker (browser-image-compression), so the page stays responsive. The original is kept when the shrunk file is
 * not smaller, and when the browser cannot read it (the server then says why it refuses it).
 */
export async function shrinkPhoto(file: File, signal?: AbortSignal): Promise<File> {
  try {
    const { width, height } = await uprightSize(file);
    // The library bounds the longer side: for a portrait photo that side is the height.
    const longest = Math.round(Math.max(width, height) * Math.min(1, LARGEST_SERVED_WIDTH / width));
    const shrunk = await imageCompression(file, {
      maxWidthOrHeight: longest,
      maxSizeMB: TARGET_MB,
      alwaysKeepResolution: true,
      initialQuality: QUALITY,
      fileType: 'image/webp',
      useWebWorker: true,
      libURL: new URL(compressionLibrary, window.location.href).href,
      ...(signal ? { signal } : {}),
    });
    if (shrunk.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
    return new File([shrunk], `${name}.webp`, { type: 'image/webp', lastModified: file.lastModified });
  } catch (error) {
    if (signal?.aborted) throw error;
    return file;
  }
}
