import { storefrontRoughTexts } from '@teranga/messages/storefront';

// The currencies' flags as small SVG images made here (no emoji: many systems have no emoji font and show empty
// boxes; no download). Drawn on a 30 × 20 grid, shown at 1.25rem wide.

const svg = (body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20">${body}</svg>`)}`;

/** A five-pointed star centred on (cx, cy), of outer radius r. */
function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

const senegal = svg(
  `<rect width="10" height="20" fill="#00853f"/><rect x="10" width="10" height="20" fill="#fdef42"/>` +
    `<rect x="20" width="10" height="20" fill="#e31b23"/>${star(15, 10, 3.4, '#00853f')}`,
);

const europe = svg(
  `<rect width="30" height="20" fill="#003399"/>${Array.from({ length: 12 }, (_, i) => {
    const angle = (Math.PI / 6) * i;
    return star(15 + 6 * Math.cos(angle), 10 + 6 * Math.sin(angle), 1.1, '#ffcc00');
  }).join('')}`,
);

const unitedStates = svg(
  `<rect width="30" height="20" fill="#fff"/>${Array.from(
    { length: 7 },
    (_, i) =>
      `<rect y="${((i * 2 * 20) / 13).toFixed(2)}" width="30" height="${(20 / 13).toFixed(2)}" fill="#b22234"/>`,
  ).join('')}<rect width="12" height="${((7 * 20) / 13).toFixed(2)}" fill="#3c3b6e"/>${[2, 5, 8]
    .flatMap((y) =>
      [2, 5, 8, 11].map((x) => (x < 11 ? `<circle cx="${x}" cy="${y}" r="0.7" fill="#fff"/>` : '')),
    )
    .join('')}`,
);

export interface CurrencyFlag {
  /** an image address (here a data URI) */
  src: string;
  /** its text alternative */
  alt: string;
}

const alts = storefrontRoughTexts.flags;

/** The flag of each currency of the shop. */
export const currencyFlags = {
  XOF: { src: senegal, alt: alts.XOF },
  EUR: { src: europe, alt: alts.EUR },
  USD: { src: unitedStates, alt: alts.USD },
} as const satisfies Record<string, CurrencyFlag>;
