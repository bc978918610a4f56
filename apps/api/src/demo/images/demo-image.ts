import sharp from 'sharp';
import { type PatternName, palettes, patternDefinition, patternNames } from './patterns.js';
import { isSilhouetteKind, type SilhouetteKind, silhouettes } from './silhouettes.js';

/** Three pictures per product: the piece on a light ground, a close-up of the fabric, the piece on a coloured ground. */
export const DEMO_VIEWS = [1, 2, 3] as const;
export type DemoView = (typeof DEMO_VIEWS)[number];

export interface DemoImageSpec {
  kind: SilhouetteKind;
  pattern: PatternName;
  palette: number;
  view: DemoView;
  /** a narrower copy for phones' cards and tiles (`srcset`); the full width when absent */
  width?: DemoImageWidth;
}

export const DEMO_IMAGE_WIDTH = 600;
export const DEMO_IMAGE_HEIGHT = 750;

/** The narrower width drawn besides the full one, like the 400 px of an upload (media/image-intake.ts). */
export const DEMO_NARROW_WIDTH = 400;
export type DemoImageWidth = typeof DEMO_NARROW_WIDTH;

/**
 * `demo-robe-yeux-3-1.webp` (600 px), `demo-robe-yeux-3-1-400.webp` (400 px): the name says everything needed to draw
 * the image again, byte for byte.
 */
export function demoImageName(spec: DemoImageSpec): string {
  const width = spec.width ? `-${spec.width}` : '';
  return `demo-${spec.kind}-${spec.pattern}-${spec.palette}-${spec.view}${width}.webp`;
}

/** Both widths for `<img srcset>`, as an upload's `srcset` lists its own. */
export function demoImageSrcset(spec: Omit<DemoImageSpec, 'width'>): string {
  const url = (width?: DemoImageWidth) => `/api/media/${demoImageName({ ...spec, width })}`;
  return `${url(DEMO_NARROW_WIDTH)} ${DEMO_NARROW_WIDTH}w, ${url()} ${DEMO_IMAGE_WIDTH}w`;
}

const NAME = /^demo-([a-z-]+)-([a-z]+)-(\d)-([123])(?:-(400))?\.webp$/;

export function parseDemoImageName(file: string): DemoImageSpec | null {
  const match = NAME.exec(file);
  if (!match) return null;
  const [, kind = '', pattern = '', palette = '', view = '', width] = match;
  if (!isSilhouetteKind(kind)) return null;
  if (!(patternNames as readonly string[]).includes(pattern)) return null;
  const paletteIndex = Number(palette);
  if (paletteIndex >= palettes.length) return null;
  return {
    kind,
    pattern: pattern as PatternName,
    palette: paletteIndex,
    view: Number(view) as DemoView,
    ...(width ? { width: DEMO_NARROW_WIDTH } : {}),
  };
}

export function demoImageSvg(spec: DemoImageSpec): string {
  const palette = palettes[spec.palette] ?? palettes[0]!;
  const silhouette = silhouettes[spec.kind];
  const background = spec.view === 3 ? palette.ground : '#F7F1E8';
  const fabric = patternDefinition(
    'fabric',
    spec.pattern,
    palette,
    spec.view === 2 ? 2.4 : 0.9,
    spec.view === 3 ? 15 : 0,
  );
  const defs = `<defs>${fabric}
    <linearGradient id="fold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.22"/>
    </linearGradient>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="120%">
      <feDropShadow dx="0" dy="8" stdDeviation="8" flood-color="#000" flood-opacity="0.25"/>
    </filter></defs>`;

  if (spec.view === 2) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 400 500">
      ${defs}<rect width="400" height="500" fill="url(#fabric)"/><rect width="400" height="500" fill="url(#fold)"/>
      <path d="M0 360 Q200 300 400 380" stroke="#000" stroke-opacity="0.12" stroke-width="18" fill="none"/></svg>`;
  }

  const trimColor = spec.view === 3 ? palette.accent : '#1B1B1B';
  const mirror = spec.view === 3 ? ' transform="translate(400 0) scale(-1 1)"' : '';
  const solid = (silhouette.solid ?? []).map((d) => `<path d="${d}" fill="#3A2A20"/>`).join('');
  const shapes = silhouette.shapes
    .map(
      (d) =>
        `<path d="${d}" fill="url(#fabric)" fill-rule="evenodd" stroke="${trimColor}" stroke-width="3"/>`,
    )
    .join('');
  const shading = silhouette.shapes
    .map((d) => `<path d="${d}" fill="url(#fold)" fill-rule="evenodd"/>`)
    .join('');
  const trim = (silhouette.trim ?? [])
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="${trimColor}" stroke-width="3" stroke-dasharray="7 5" stroke-linecap="round"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 400 500">
    ${defs}<rect width="400" height="500" fill="${background}"/>
    <ellipse cx="200" cy="478" rx="150" ry="12" fill="#000" fill-opacity="0.12"/>
    <g${mirror}><g filter="url(#shadow)">${solid}${shapes}</g>${shading}${trim}</g></svg>`;
}

/** Renders the picture as WebP; deterministic, so a cached copy and a fresh one are interchangeable. */
export async function renderDemoImage(spec: DemoImageSpec): Promise<Buffer> {
  const drawn = sharp(Buffer.from(demoImageSvg(spec)));
  return (spec.width ? drawn.resize({ width: spec.width }) : drawn)
    .webp({ quality: 78, effort: 2 })
    .toBuffer();
}
