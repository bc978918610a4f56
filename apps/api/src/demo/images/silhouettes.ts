/** Flat garment and accessory outlines in a 400 × 500 box, filled with a fabric pattern by demo-image.ts. */

export const silhouetteKinds = [
  'robe',
  'robe-enfant',
  'jupe',
  'ensemble',
  'veste',
  'chemise',
  'pantalon',
  'tunique',
  'boubou',
  'foulard',
  'sac',
  'pochette',
  'noeud',
  'collier',
  'bracelet',
  'boucles',
  'sandale',
  'babouche',
] as const;

export type SilhouetteKind = (typeof silhouetteKinds)[number];

export function isSilhouetteKind(value: string): value is SilhouetteKind {
  return (silhouetteKinds as readonly string[]).includes(value);
}

/** Filled shapes take the fabric; `trim` lines are drawn on top (seams, collars, straps). */
export interface Silhouette {
  shapes: string[];
  /** Drawn first in a plain dark colour (soles, straps). */
  solid?: string[];
  trim?: string[];
}

export const silhouettes: Record<SilhouetteKind, Silhouette> = {
  robe: {
    shapes: [
      'M160 60 L240 60 L262 90 L300 120 L282 160 L258 145 L255 215 L330 440 L70 440 L145 215 L142 145 L118 160 L100 120 L138 90 Z',
    ],
    trim: ['M160 60 Q200 110 240 60', 'M145 215 L255 215'],
  },
  'robe-enfant': {
    shapes: [
      'M170 110 L230 110 L250 130 L280 150 L268 180 L248 172 L246 225 L300 400 L100 400 L154 225 L152 172 L132 180 L120 150 L150 130 Z',
    ],
    trim: ['M170 110 Q200 140 230 110', 'M112 330 Q200 350 288 330', 'M104 380 Q200 400 296 380'],
  },
  jupe: {
    shapes: ['M140 80 L260 80 L264 110 L320 440 L80 440 L136 110 Z'],
    trim: ['M136 110 L264 110', 'M200 110 L200 440'],
  },
  ensemble: {
    shapes: [
      'M150 50 L250 50 L300 80 L320 130 L290 140 L272 115 L268 190 L132 190 L128 115 L110 140 L80 130 L100 80 Z',
      'M135 210 L265 210 L300 450 L100 450 Z',
    ],
    trim: ['M165 50 Q200 85 235 50', 'M135 232 L265 232'],
  },
  veste: {
    shapes: [
      'M150 60 L250 60 L310 95 L335 300 L300 305 L285 160 L282 430 L118 430 L115 160 L100 305 L65 300 L90 95 Z',
    ],
    trim: ['M150 60 L200 200 L250 60', 'M200 200 L200 430', 'M185 250 L185 250', 'M125 330 L170 330'],
  },
  chemise: {
    shapes: [
      'M160 60 L240 60 L300 90 L340 170 L300 190 L275 140 L275 430 L125 430 L125 140 L100 190 L60 170 L100 90 Z',
    ],
    trim: ['M160 60 L200 95 L240 60', 'M200 95 L200 430', 'M140 130 L175 130 L175 165 L140 165 Z'],
  },
  pantalon: {
    shapes: ['M130 50 L270 50 L285 460 L215 460 L200 160 L185 460 L115 460 Z'],
    trim: ['M130 78 L270 78', 'M150 78 Q165 120 195 118'],
  },
  tunique: {
    shapes: [
      'M165 50 L235 50 L300 80 L345 200 L305 215 L270 130 L280 460 L120 460 L130 130 L95 215 L55 200 L100 80 Z',
    ],
    trim: ['M165 50 Q200 80 235 50', 'M200 66 L200 140'],
  },
  boubou: {
    shapes: ['M165 45 L235 45 L380 110 L380 300 L280 320 L300 470 L100 470 L120 320 L20 300 L20 110 Z'],
    trim: ['M165 45 Q200 85 235 45', 'M170 70 Q200 190 230 70', 'M200 85 L200 200'],
  },
  foulard: {
    shapes: ['M60 120 L340 120 L200 420 Z'],
    trim: ['M80 135 L320 135', 'M320 135 L200 395', 'M80 135 L200 395'],
  },
  sac: {
    shapes: ['M80 200 L320 200 L345 450 L55 450 Z'],
    trim: [
      'M130 200 Q130 90 200 90 Q270 90 270 200',
      'M150 200 Q150 115 200 115 Q250 115 250 200',
      'M80 240 L320 240',
    ],
  },
  pochette: {
    shapes: [
      'M70 180 L330 180 Q345 180 345 195 L345 360 Q345 375 330 375 L70 375 Q55 375 55 360 L55 195 Q55 180 70 180 Z',
    ],
    trim: ['M70 205 L330 205', 'M330 205 Q380 250 345 300'],
  },
  noeud: {
    shapes: [
      'M200 250 L70 160 Q40 250 70 340 Z',
      'M200 250 L330 160 Q360 250 330 340 Z',
      'M175 215 L225 215 L225 285 L175 285 Z',
    ],
  },
  collier: {
    shapes: Array.from({ length: 15 }, (_, i) => {
      const angle = Math.PI * (0.12 + (0.76 * i) / 14);
      const x = 200 - Math.cos(angle) * 140;
      const y = 120 + Math.sin(angle) * 220;
      const r = i === 7 ? 30 : 18;
      return `M${(x - r).toFixed(1)} ${y.toFixed(1)} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
    }),
    trim: ['M80 60 Q200 520 320 60'],
  },
  bracelet: {
    shapes: ['M200 110 a140 140 0 1 0 0.1 0 Z M200 170 a80 80 0 1 1 -0.1 0 Z'],
    trim: ['M200 140 a110 110 0 1 0 0.1 0'],
  },
  boucles: {
    shapes: [
      'M120 190 L170 190 L195 330 L145 400 L95 330 Z',
      'M230 190 L280 190 L305 330 L255 400 L205 330 Z',
    ],
    trim: [
      'M145 120 a15 15 0 1 0 0.1 0',
      'M145 150 L145 190',
      'M255 120 a15 15 0 1 0 0.1 0',
      'M255 150 L255 190',
    ],
  },
  sandale: {
    solid: ['M110 120 Q200 70 290 120 L300 380 Q200 470 100 380 Z'],
    shapes: [
      'M95 190 Q200 150 305 190 L305 230 Q200 190 95 230 Z',
      'M95 290 Q200 250 305 290 L305 330 Q200 290 95 330 Z',
    ],
  },
  babouche: {
    shapes: ['M200 60 Q300 120 300 330 Q290 450 200 460 Q110 450 100 330 Q100 120 200 60 Z'],
    trim: ['M110 300 Q200 260 290 300'],
  },
};
