/** Wax-print-like repeats as SVG <pattern> bodies: each draws one tile from a palette of four colours. */

export interface Palette {
  ground: string;
  main: string;
  second: string;
  accent: string;
}

export const palettes: readonly Palette[] = [
  { ground: '#F2A900', main: '#2E3A87', second: '#C0583A', accent: '#F3EDE2' },
  { ground: '#1F9AA8', main: '#F26B5B', second: '#F2A900', accent: '#1B1B1B' },
  { ground: '#7A1F3D', main: '#C9A227', second: '#F3EDE2', accent: '#3F7D3A' },
  { ground: '#3F7D3A', main: '#F2A900', second: '#C2185B', accent: '#F3EDE2' },
  { ground: '#F3EDE2', main: '#C0583A', second: '#2E3A87', accent: '#1B1B1B' },
  { ground: '#2E3A87', main: '#F3EDE2', second: '#F26B5B', accent: '#C9A227' },
  { ground: '#C8842B', main: '#1B1B1B', second: '#F3EDE2', accent: '#7A1F3D' },
  { ground: '#C2185B', main: '#F2A900', second: '#1F9AA8', accent: '#F3EDE2' },
];

export const patternNames = ['yeux', 'losanges', 'feuilles', 'kente', 'bogolan', 'coquillages'] as const;
export type PatternName = (typeof patternNames)[number];

const TILE = 60;

/** One tile of the repeat (TILE × TILE user units). */
function tile(name: PatternName, p: Palette): string {
  switch (name) {
    case 'yeux':
      // Concentric circles, the "œil de perdrix" of classic wax prints.
      return `<rect width="60" height="60" fill="${p.ground}"/>
        <circle cx="30" cy="30" r="24" fill="${p.main}"/><circle cx="30" cy="30" r="16" fill="${p.accent}"/>
        <circle cx="30" cy="30" r="9" fill="${p.second}"/><circle cx="30" cy="30" r="3" fill="${p.main}"/>
        <circle cx="0" cy="0" r="6" fill="${p.second}"/><circle cx="60" cy="0" r="6" fill="${p.second}"/>
        <circle cx="0" cy="60" r="6" fill="${p.second}"/><circle cx="60" cy="60" r="6" fill="${p.second}"/>`;
    case 'losanges':
      return `<rect width="60" height="60" fill="${p.ground}"/>
        <path d="M30 2 L58 30 L30 58 L2 30 Z" fill="${p.main}"/><path d="M30 14 L46 30 L30 46 L14 30 Z" fill="${p.accent}"/>
        <circle cx="30" cy="30" r="5" fill="${p.second}"/>
        <circle cx="0" cy="0" r="4" fill="${p.accent}"/><circle cx="60" cy="60" r="4" fill="${p.accent}"/>
        <circle cx="60" cy="0" r="4" fill="${p.accent}"/><circle cx="0" cy="60" r="4" fill="${p.accent}"/>`;
    case 'feuilles':
      return `<rect width="60" height="60" fill="${p.ground}"/>
        <ellipse cx="18" cy="20" rx="16" ry="7" transform="rotate(35 18 20)" fill="${p.main}"/>
        <ellipse cx="42" cy="42" rx="16" ry="7" transform="rotate(-35 42 42)" fill="${p.second}"/>
        <path d="M6 12 L30 28" stroke="${p.accent}" stroke-width="1.5"/><path d="M30 34 L54 50" stroke="${p.accent}" stroke-width="1.5"/>
        <circle cx="46" cy="14" r="4" fill="${p.accent}"/><circle cx="14" cy="46" r="4" fill="${p.accent}"/>`;
    case 'kente':
      // Woven strips: bands of colour crossed by small blocks.
      return `<rect width="60" height="60" fill="${p.ground}"/>
        <rect y="0" width="60" height="12" fill="${p.main}"/><rect y="24" width="60" height="6" fill="${p.second}"/>
        <rect y="42" width="60" height="12" fill="${p.main}"/>
        <rect x="6" y="12" width="12" height="12" fill="${p.accent}"/><rect x="36" y="30" width="12" height="12" fill="${p.accent}"/>
        <path d="M0 6 L10 2 L20 6 L30 2 L40 6 L50 2 L60 6" stroke="${p.second}" stroke-width="2" fill="none"/>
        <path d="M0 48 L10 44 L20 48 L30 44 L40 48 L50 44 L60 48" stroke="${p.ground}" stroke-width="2" fill="none"/>`;
    case 'bogolan':
      // Mud-cloth: dark ground with light crosses, dots and dashes.
      return `<rect width="60" height="60" fill="${p.main}"/>
        <path d="M15 5 L15 25 M5 15 L25 15" stroke="${p.accent}" stroke-width="4"/>
        <circle cx="45" cy="15" r="3" fill="${p.accent}"/><circle cx="52" cy="22" r="2" fill="${p.accent}"/>
        <circle cx="38" cy="8" r="2" fill="${p.accent}"/>
        <path d="M5 45 L25 45 M5 53 L25 53" stroke="${p.ground}" stroke-width="3"/>
        <path d="M35 35 L55 55 M55 35 L35 55" stroke="${p.accent}" stroke-width="3"/>`;
    case 'coquillages':
      return `<rect width="60" height="60" fill="${p.ground}"/>
        <path d="M0 30 A30 30 0 0 1 60 30 Z" fill="${p.main}"/><path d="M10 30 A20 20 0 0 1 50 30 Z" fill="${p.accent}"/>
        <path d="M20 30 A10 10 0 0 1 40 30 Z" fill="${p.second}"/>
        <path d="M-30 60 A30 30 0 0 1 30 60 Z M30 60 A30 30 0 0 1 90 60 Z" fill="${p.second}"/>
        <path d="M-20 60 A20 20 0 0 1 20 60 Z M40 60 A20 20 0 0 1 80 60 Z" fill="${p.accent}"/>`;
    default:
      return name satisfies never;
  }
}

/** An SVG <pattern> element with the given id, scaled (close-ups use a larger scale) and turned a little. */
export function patternDefinition(
  id: string,
  name: PatternName,
  palette: Palette,
  scale: number,
  angle: number,
): string {
  return `<pattern id="${id}" width="${TILE}" height="${TILE}" patternUnits="userSpaceOnUse"
    patternTransform="rotate(${angle}) scale(${scale})">${tile(name, palette)}</pattern>`;
}
