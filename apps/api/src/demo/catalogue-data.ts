import type { TraditionalAudience } from '@teranga/headless';
import type { SilhouetteKind } from './images/silhouettes.js';

/** The demo shop's words: categories, garment templates, fabrics, motifs and colours, combined by generate-products.ts. */

export interface DemoCategory {
  slug: string;
  name: string;
  description: string;
  featured: boolean;
  /** Silhouette drawn on the category tile. */
  tile: SilhouetteKind;
}

export const demoCategories: readonly DemoCategory[] = [
  {
    slug: 'femme',
    name: 'Femme',
    description:
      'Robes, jupes et ensembles en wax, bazin et bogolan, coupés pour la ville comme pour les cérémonies.',
    featured: true,
    tile: 'robe',
  },
  {
    slug: 'homme',
    name: 'Homme',
    description:
      'Chemises imprimées, vestes et pantalons qui marient les tissus africains et la coupe contemporaine.',
    featured: true,
    tile: 'chemise',
  },
  {
    slug: 'enfant',
    name: 'Enfant',
    description:
      'Des tenues colorées et confortables pour les petits, de 2 à 12 ans, en coton doux et résistant.',
    featured: true,
    tile: 'robe-enfant',
  },
  {
    slug: 'traditionnelle',
    name: 'Traditionnelle',
    description:
      'Grands boubous, kaftans et tailles basses brodés à la main, pour la Tabaski, les mariages et les baptêmes.',
    featured: true,
    tile: 'boubou',
  },
  {
    slug: 'accessoires',
    name: 'Accessoires',
    description:
      'Foulards de tête, sacs et pochettes qui accordent une tenue, taillés dans les chutes de nos tissus.',
    featured: false,
    tile: 'sac',
  },
  {
    slug: 'bijoux',
    name: 'Bijoux',
    description:
      'Colliers de perles, bracelets et boucles d’oreilles façonnés par des artisans de Dakar et de Bamako.',
    featured: false,
    tile: 'collier',
  },
  {
    slug: 'chaussures',
    name: 'Chaussures',
    description:
      'Sandales en cuir, babouches et mocassins habillés de wax, faits pour marcher sous le soleil.',
    featured: false,
    tile: 'sandale',
  },
];

export type FabricKey =
  | 'wax'
  | 'bazin'
  | 'bogolan'
  | 'kente'
  | 'batik'
  | 'lin'
  | 'perles'
  | 'laiton'
  | 'cauris'
  | 'cuir';

export interface DemoFabric {
  /** As written after « en » in a product name. */
  name: string;
  /** Sentence fragment after « Pièce taillée dans ». */
  phrase: string;
  feel: string;
  material: string[];
  care: string[];
  origin: string;
  tag: string;
}

export const fabrics: Record<FabricKey, DemoFabric> = {
  wax: {
    name: 'wax',
    phrase: 'un wax 100 % coton imprimé à la cire, aux couleurs franches qui tiennent lavage après lavage',
    feel: 'Le tissu est ferme au premier jour et s’assouplit avec le temps, sans jamais perdre son éclat.',
    material: ['100 % coton wax'],
    care: ['Lavage à 30 °C', 'Repassage à l’envers', 'Ne pas utiliser de javel'],
    origin: 'Sénégal',
    tag: 'wax',
  },
  bazin: {
    name: 'bazin riche',
    phrase: 'un bazin riche teint à la main puis battu jusqu’à obtenir ce lustre qui accroche la lumière',
    feel: 'Sa tenue légèrement raide donne du volume au tombé et un port altier, comme le veut la tradition.',
    material: ['Bazin riche (coton damassé)'],
    care: ['Nettoyage à sec conseillé', 'Lavage à la main à froid', 'Séchage à l’ombre'],
    origin: 'Mali',
    tag: 'bazin',
  },
  bogolan: {
    name: 'bogolan',
    phrase: 'un bogolan tissé puis peint à la boue fermentée selon un savoir-faire malien séculaire',
    feel: 'Chaque pièce est unique : les motifs tracés à la main varient légèrement d’un métrage à l’autre.',
    material: ['Coton tissé main', 'Teinture végétale et minérale'],
    care: ['Lavage à la main à froid', 'Savon doux', 'Séchage à plat à l’ombre'],
    origin: 'Mali',
    tag: 'bogolan',
  },
  kente: {
    name: 'kente',
    phrase: 'un kente tissé en bandes étroites, assemblées une à une, aux couleurs chargées de sens',
    feel: 'Le tissage serré lui donne de la main et une belle durabilité, pour une pièce que l’on transmet.',
    material: ['Coton et viscose tissés'],
    care: ['Nettoyage à sec', 'Repassage doux sur l’envers'],
    origin: 'Ghana',
    tag: 'kente',
  },
  batik: {
    name: 'batik',
    phrase: 'un batik teint à la réserve de cire, dont les craquelures dessinent de fines nervures',
    feel: 'Léger et respirant, il reste agréable même aux heures les plus chaudes de la journée.',
    material: ['100 % coton', 'Teinture à la cire'],
    care: ['Lavage à 30 °C', 'Laver séparément les premières fois'],
    origin: 'Côte d’Ivoire',
    tag: 'batik',
  },
  lin: {
    name: 'lin et wax',
    phrase: 'un lin lavé rehaussé d’empiècements en wax, pour une allure décontractée mais soignée',
    feel: 'Le lin se froisse avec élégance et garde la fraîcheur, le wax apporte la touche de couleur.',
    material: ['70 % lin', '30 % coton wax'],
    care: ['Lavage à 30 °C', 'Repassage à la vapeur'],
    origin: 'Sénégal',
    tag: 'lin',
  },
  perles: {
    name: 'perles de verre',
    phrase: 'des perles de verre recyclé, fondues et polies à la main dans les ateliers de Krobo',
    feel: 'Chaque perle a sa nuance et ses petites irrégularités, signe d’un travail entièrement manuel.',
    material: ['Perles de verre recyclé', 'Fil ciré résistant'],
    care: ['Éviter le contact avec l’eau et le parfum', 'Ranger à plat'],
    origin: 'Ghana',
    tag: 'perles',
  },
  laiton: {
    name: 'laiton martelé',
    phrase: 'un laiton martelé à froid puis poli, selon la technique des bijoutiers touaregs',
    feel: 'Le métal prend une patine chaude au fil du temps ; un coup de chiffon doux lui rend son éclat.',
    material: ['Laiton', 'Finition polie'],
    care: ['Essuyer avec un chiffon doux', 'Éviter l’eau de mer'],
    origin: 'Niger',
    tag: 'laiton',
  },
  cauris: {
    name: 'cauris',
    phrase: 'des cauris naturels sélectionnés un à un et montés sur un cordon de coton tressé',
    feel: 'Symbole de prospérité en Afrique de l’Ouest, le cauri apporte une touche à la fois ancienne et actuelle.',
    material: ['Cauris naturels', 'Cordon de coton tressé'],
    care: ['Éviter l’eau', 'Ranger dans sa pochette'],
    origin: 'Sénégal',
    tag: 'cauris',
  },
  cuir: {
    name: 'cuir et wax',
    phrase: 'un cuir de chèvre tanné végétal, habillé de wax sur la tige et cousu à la main',
    feel: 'Le cuir se fait au pied dès les premiers jours et la semelle résiste aux pavés comme au sable.',
    material: ['Cuir de chèvre tanné végétal', 'Coton wax', 'Semelle en caoutchouc'],
    care: ['Nourrir le cuir avec une cire neutre', 'Éviter l’immersion'],
    origin: 'Maroc',
    tag: 'cuir',
  },
};

export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const KIDS_SIZES = ['2 ans', '4 ans', '6 ans', '8 ans', '10 ans', '12 ans'] as const;
export const SHOE_SIZES = ['37', '38', '39', '40', '41', '42', '43', '44'] as const;
export const ONE_SIZE = ['Taille unique'] as const;

export interface GarmentTemplate {
  category: string;
  name: string;
  subcategory: string;
  /** who a traditional outfit is for: the /traditionnelle tabs read these from the product's tags */
  audiences?: readonly TraditionalAudience[];
  silhouette: SilhouetteKind;
  short: string;
  pitch: string;
  features: string[];
  fabrics: FabricKey[];
  sizes: readonly string[];
  /** Price range in whole euros. */
  price: [number, number];
  weightKg: number;
  dimensionsCm: [number, number, number];
}

export const garments: readonly GarmentTemplate[] = [
  // femme
  {
    category: 'femme',
    name: 'Robe portefeuille',
    subcategory: 'Robes',
    silhouette: 'robe',
    short: 'Robe portefeuille nouée à la taille',
    pitch:
      'Une robe portefeuille qui se noue à la taille et flatte toutes les silhouettes, du bureau au dîner.',
    features: ['Liens à nouer à la taille', 'Décolleté cache-cœur', 'Longueur mi-mollet'],
    fabrics: ['wax', 'batik', 'bogolan'],
    sizes: CLOTHING_SIZES,
    price: [45, 79],
    weightKg: 0.45,
    dimensionsCm: [35, 28, 4],
  },
  {
    category: 'femme',
    name: 'Robe longue évasée',
    subcategory: 'Robes',
    silhouette: 'robe',
    short: 'Robe longue à jupe évasée',
    pitch: 'Une robe longue au buste ajusté et à la jupe ample, qui tourne à chaque pas.',
    features: ['Fermeture éclair invisible au dos', 'Poches dans les coutures', 'Doublure en coton'],
    fabrics: ['wax', 'bazin', 'kente'],
    sizes: CLOTHING_SIZES,
    price: [59, 120],
    weightKg: 0.6,
    dimensionsCm: [38, 30, 5],
  },
  {
    category: 'femme',
    name: 'Jupe crayon',
    subcategory: 'Jupes',
    silhouette: 'jupe',
    short: 'Jupe crayon taille haute',
    pitch: 'Une jupe crayon taille haute, fendue au dos, qui structure la silhouette sans la contraindre.',
    features: ['Taille haute', 'Fente au dos', 'Ceinture doublée'],
    fabrics: ['wax', 'kente', 'bogolan'],
    sizes: CLOTHING_SIZES,
    price: [32, 55],
    weightKg: 0.3,
    dimensionsCm: [30, 25, 3],
  },
  {
    category: 'femme',
    name: 'Jupe longue plissée',
    subcategory: 'Jupes',
    silhouette: 'jupe',
    short: 'Jupe longue à plis souples',
    pitch: 'Une jupe longue aux plis souples, à porter avec un simple t-shirt ou un haut assorti.',
    features: ['Taille élastiquée au dos', 'Plis cousus sur 10 cm', 'Longueur cheville'],
    fabrics: ['wax', 'batik'],
    sizes: CLOTHING_SIZES,
    price: [35, 60],
    weightKg: 0.4,
    dimensionsCm: [32, 26, 4],
  },
  {
    category: 'femme',
    name: 'Ensemble top et pagne',
    subcategory: 'Ensembles',
    silhouette: 'ensemble',
    short: 'Ensemble deux pièces, top et pagne',
    pitch:
      'Un ensemble deux pièces : un top court à manches bouffantes et un pagne noué, à porter ensemble ou séparément.',
    features: ['Deux pièces assorties', 'Manches bouffantes', 'Pagne à nouer'],
    fabrics: ['wax', 'bazin'],
    sizes: CLOTHING_SIZES,
    price: [65, 110],
    weightKg: 0.55,
    dimensionsCm: [36, 30, 6],
  },
  {
    category: 'femme',
    name: 'Kimono ouvert',
    subcategory: 'Vestes',
    silhouette: 'veste',
    short: 'Kimono léger à porter ouvert',
    pitch: 'Un kimono léger à porter ouvert sur une robe ou un jean, pour twister la tenue la plus simple.',
    features: ['Manches kimono', 'Bords francs surpiqués', 'Ceinture amovible'],
    fabrics: ['wax', 'batik', 'lin'],
    sizes: ['S', 'M', 'L', 'XL'],
    price: [49, 85],
    weightKg: 0.35,
    dimensionsCm: [35, 28, 4],
  },
  // homme
  {
    category: 'homme',
    name: 'Chemise manches courtes',
    subcategory: 'Chemises',
    silhouette: 'chemise',
    short: 'Chemise à manches courtes, coupe droite',
    pitch:
      'Une chemise à manches courtes et coupe droite, qui se porte ouverte sur un t-shirt ou boutonnée jusqu’en haut.',
    features: ['Boutons en noix de coco', 'Poche poitrine', 'Coupe droite'],
    fabrics: ['wax', 'batik', 'lin'],
    sizes: CLOTHING_SIZES,
    price: [35, 59],
    weightKg: 0.3,
    dimensionsCm: [32, 25, 3],
  },
  {
    category: 'homme',
    name: 'Chemise col Mao',
    subcategory: 'Chemises',
    silhouette: 'chemise',
    short: 'Chemise à col Mao, manches longues',
    pitch:
      'Une chemise à col Mao et manches longues, assez habillée pour une cérémonie, assez souple pour tous les jours.',
    features: ['Col Mao', 'Patte de boutonnage cachée', 'Manches longues à poignets'],
    fabrics: ['wax', 'bogolan', 'lin'],
    sizes: CLOTHING_SIZES,
    price: [42, 69],
    weightKg: 0.35,
    dimensionsCm: [32, 25, 3],
  },
  {
    category: 'homme',
    name: 'Pantalon chino',
    subcategory: 'Pantalons',
    silhouette: 'pantalon',
    short: 'Pantalon chino coupe ajustée',
    pitch: 'Un chino coupe ajustée, à associer à une chemise unie pour que le motif fasse tout le travail.',
    features: ['Coupe ajustée', 'Deux poches italiennes', 'Ourlet à revers'],
    fabrics: ['wax', 'bogolan', 'lin'],
    sizes: CLOTHING_SIZES,
    price: [45, 75],
    weightKg: 0.5,
    dimensionsCm: [35, 28, 4],
  },
  {
    category: 'homme',
    name: 'Veste de costume',
    subcategory: 'Vestes',
    silhouette: 'veste',
    short: 'Veste de costume doublée',
    pitch:
      'Une veste de costume doublée, épaules naturelles, qui fait entrer la couleur dans le vestiaire habillé.',
    features: ['Entièrement doublée', 'Revers crantés', 'Deux boutons'],
    fabrics: ['wax', 'kente', 'bogolan'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    price: [95, 180],
    weightKg: 0.9,
    dimensionsCm: [45, 35, 8],
  },
  {
    category: 'homme',
    name: 'Tunique',
    subcategory: 'Tuniques',
    silhouette: 'tunique',
    short: 'Tunique mi-longue à col rond',
    pitch:
      'Une tunique mi-longue à col rond fendu, portée sur un pantalon assorti pour la prière du vendredi ou un déjeuner en famille.',
    features: ['Col rond fendu', 'Fentes latérales', 'Broderie à l’encolure'],
    fabrics: ['bazin', 'wax', 'lin'],
    sizes: CLOTHING_SIZES,
    price: [49, 95],
    weightKg: 0.45,
    dimensionsCm: [35, 28, 4],
  },
  // enfant
  {
    category: 'enfant',
    name: 'Robe de fillette',
    subcategory: 'Robes',
    silhouette: 'robe-enfant',
    short: 'Robe de fillette à volants',
    pitch:
      'Une robe à volants pour les petites, qui tourne dans la cour de récréation comme au mariage de la cousine.',
    features: ['Volants superposés', 'Boutons au dos', 'Doublure en coton doux'],
    fabrics: ['wax', 'batik'],
    sizes: KIDS_SIZES,
    price: [22, 39],
    weightKg: 0.2,
    dimensionsCm: [25, 20, 3],
  },
  {
    category: 'enfant',
    name: 'Chemise de garçon',
    subcategory: 'Chemises',
    silhouette: 'chemise',
    short: 'Chemise de garçon à manches courtes',
    pitch:
      'Une chemise à manches courtes pour les garçons, assortie à celle de papa dans la collection Homme.',
    features: ['Boutons-pression faciles', 'Coupe ample', 'Coton doux'],
    fabrics: ['wax', 'batik'],
    sizes: KIDS_SIZES,
    price: [19, 32],
    weightKg: 0.15,
    dimensionsCm: [25, 20, 3],
  },
  {
    category: 'enfant',
    name: 'Ensemble enfant',
    subcategory: 'Ensembles',
    silhouette: 'ensemble',
    short: 'Ensemble tunique et pantalon pour enfant',
    pitch:
      'Une petite tunique et son pantalon à taille élastique, à porter les jours de fête sans renoncer au confort.',
    features: ['Taille élastique', 'Tunique à col rond', 'Deux pièces assorties'],
    fabrics: ['bazin', 'wax'],
    sizes: KIDS_SIZES,
    price: [29, 49],
    weightKg: 0.25,
    dimensionsCm: [26, 22, 4],
  },
  {
    category: 'enfant',
    name: 'Mini-boubou',
    subcategory: 'Traditionnel enfant',
    silhouette: 'boubou',
    short: 'Boubou pour enfant, brodé à l’encolure',
    pitch: 'Un boubou à la taille des enfants, brodé à l’encolure, pour la Tabaski et les grandes occasions.',
    features: ['Broderie à l’encolure', 'Manches larges', 'Pantalon assorti inclus'],
    fabrics: ['bazin', 'wax'],
    sizes: KIDS_SIZES,
    price: [35, 59],
    weightKg: 0.3,
    dimensionsCm: [28, 22, 4],
  },
  // traditionnelle
  {
    category: 'traditionnelle',
    name: 'Grand boubou brodé',
    audiences: ['homme'],
    subcategory: 'Boubous',
    silhouette: 'boubou',
    short: 'Grand boubou trois pièces, broderie main',
    pitch:
      'Un grand boubou trois pièces – boubou, tunique et pantalon – brodé à la main au fil de soie sur le plastron.',
    features: ['Trois pièces', 'Broderie main au fil de soie', 'Pantalon à cordon'],
    fabrics: ['bazin', 'wax'],
    sizes: ['M', 'L', 'XL', 'XXL'],
    price: [120, 260],
    weightKg: 1.4,
    dimensionsCm: [45, 35, 10],
  },
  {
    category: 'traditionnelle',
    name: 'Boubou femme',
    audiences: ['femme'],
    subcategory: 'Boubous',
    silhouette: 'boubou',
    short: 'Boubou ample pour femme avec foulard assorti',
    pitch:
      'Un boubou ample pour femme, vendu avec son foulard de tête assorti, pour une allure de reine dès le premier regard.',
    features: ['Foulard assorti inclus', 'Encolure brodée', 'Coupe ample'],
    fabrics: ['bazin', 'wax', 'batik'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    price: [85, 190],
    weightKg: 1.1,
    dimensionsCm: [42, 32, 8],
  },
  {
    category: 'traditionnelle',
    name: 'Kaftan',
    audiences: ['femme', 'homme'],
    subcategory: 'Kaftans',
    silhouette: 'tunique',
    short: 'Kaftan long à encolure brodée',
    pitch:
      'Un kaftan long et fluide, à l’encolure brodée de passementerie, aussi à l’aise au salon qu’aux cérémonies.',
    features: ['Passementerie à l’encolure', 'Manches évasées', 'Longueur cheville'],
    fabrics: ['bazin', 'bogolan', 'wax'],
    sizes: CLOTHING_SIZES,
    price: [75, 150],
    weightKg: 0.8,
    dimensionsCm: [40, 30, 6],
  },
  {
    category: 'traditionnelle',
    name: 'Taille basse',
    audiences: ['femme'],
    subcategory: 'Ensembles',
    silhouette: 'ensemble',
    short: 'Taille basse sénégalaise, haut et pagne',
    pitch:
      'La taille basse sénégalaise : un haut ajusté à basque et un pagne droit, la tenue des grands jours à Dakar.',
    features: ['Haut à basque', 'Pagne droit doublé', 'Fermeture au dos'],
    fabrics: ['wax', 'bazin'],
    sizes: CLOTHING_SIZES,
    price: [89, 165],
    weightKg: 0.9,
    dimensionsCm: [40, 30, 6],
  },
  {
    category: 'traditionnelle',
    name: 'Dashiki',
    audiences: ['homme', 'enfant', 'famille'],
    subcategory: 'Tuniques',
    silhouette: 'chemise',
    short: 'Dashiki à encolure en V brodée',
    pitch:
      'Le dashiki, chemise ample à encolure en V brodée, icône de l’Afrique de l’Ouest depuis des générations.',
    features: ['Encolure en V brodée', 'Coupe ample', 'Manches courtes'],
    fabrics: ['wax', 'kente', 'batik'],
    sizes: CLOTHING_SIZES,
    price: [35, 65],
    weightKg: 0.35,
    dimensionsCm: [32, 25, 3],
  },
  {
    category: 'traditionnelle',
    name: 'Agbada',
    audiences: ['homme'],
    subcategory: 'Boubous',
    silhouette: 'boubou',
    short: 'Agbada de cérémonie à larges manches',
    pitch:
      'L’agbada, vêtement de cérémonie aux manches immenses, que l’on drape sur l’épaule avec assurance.',
    features: ['Manches drapées', 'Broderie de poitrine', 'Trois pièces'],
    fabrics: ['bazin', 'kente'],
    sizes: ['M', 'L', 'XL', 'XXL'],
    price: [150, 290],
    weightKg: 1.6,
    dimensionsCm: [48, 36, 10],
  },
  // accessoires
  {
    category: 'accessoires',
    name: 'Foulard de tête',
    subcategory: 'Foulards',
    silhouette: 'foulard',
    short: 'Foulard de tête (mouchoir de tête) à nouer',
    pitch: 'Un foulard de tête de deux mètres, assez long pour les nouages les plus spectaculaires.',
    features: ['200 × 50 cm', 'Bords roulottés', 'Se noue de dix façons'],
    fabrics: ['wax', 'batik', 'bazin'],
    sizes: ONE_SIZE,
    price: [15, 29],
    weightKg: 0.12,
    dimensionsCm: [25, 20, 2],
  },
  {
    category: 'accessoires',
    name: 'Sac cabas',
    subcategory: 'Sacs',
    silhouette: 'sac',
    short: 'Grand sac cabas doublé',
    pitch: 'Un grand cabas doublé, avec poche intérieure zippée, pour le marché Sandaga comme pour la plage.',
    features: ['Poche intérieure zippée', 'Anses en cuir', 'Doublure en coton'],
    fabrics: ['wax', 'bogolan', 'kente'],
    sizes: ONE_SIZE,
    price: [29, 59],
    weightKg: 0.45,
    dimensionsCm: [40, 35, 12],
  },
  {
    category: 'accessoires',
    name: 'Pochette',
    subcategory: 'Sacs',
    silhouette: 'pochette',
    short: 'Pochette de soirée zippée',
    pitch:
      'Une pochette zippée qui tient dans la main, juste assez grande pour un téléphone, des clés et un rouge à lèvres.',
    features: ['Fermeture zippée', 'Dragonne amovible', 'Doublure satinée'],
    fabrics: ['wax', 'kente', 'bazin'],
    sizes: ONE_SIZE,
    price: [19, 35],
    weightKg: 0.15,
    dimensionsCm: [28, 18, 3],
  },
  {
    category: 'accessoires',
    name: 'Nœud papillon',
    subcategory: 'Cravates et nœuds',
    silhouette: 'noeud',
    short: 'Nœud papillon prénoué et ajustable',
    pitch:
      'Un nœud papillon prénoué, tour de cou ajustable, pour mettre un peu d’Afrique dans une tenue de soirée.',
    features: ['Prénoué', 'Tour de cou ajustable', 'Pochette de rangement'],
    fabrics: ['wax', 'kente'],
    sizes: ONE_SIZE,
    price: [15, 25],
    weightKg: 0.05,
    dimensionsCm: [15, 10, 4],
  },
  // bijoux
  {
    category: 'bijoux',
    name: 'Collier de perles',
    subcategory: 'Colliers',
    silhouette: 'collier',
    short: 'Collier court de perles',
    pitch: 'Un collier court de perles alternées, qui illumine un décolleté ou une simple chemise blanche.',
    features: ['Longueur 45 cm', 'Fermoir mousqueton', 'Fait main'],
    fabrics: ['perles', 'cauris'],
    sizes: ONE_SIZE,
    price: [18, 45],
    weightKg: 0.08,
    dimensionsCm: [15, 12, 3],
  },
  {
    category: 'bijoux',
    name: 'Sautoir',
    subcategory: 'Colliers',
    silhouette: 'collier',
    short: 'Sautoir long à porter en plusieurs tours',
    pitch: 'Un sautoir long qui se porte en un, deux ou trois tours, selon l’humeur et la tenue.',
    features: ['Longueur 110 cm', 'Se porte en plusieurs tours', 'Fait main'],
    fabrics: ['perles', 'cauris', 'laiton'],
    sizes: ONE_SIZE,
    price: [25, 59],
    weightKg: 0.12,
    dimensionsCm: [15, 12, 3],
  },
  {
    category: 'bijoux',
    name: 'Bracelet manchette',
    subcategory: 'Bracelets',
    silhouette: 'bracelet',
    short: 'Bracelet manchette ouvert',
    pitch: 'Une manchette ouverte qui s’ajuste à tous les poignets, gravée de motifs géométriques.',
    features: ['Ouverte et ajustable', 'Gravure géométrique', 'Largeur 3 cm'],
    fabrics: ['laiton', 'perles'],
    sizes: ONE_SIZE,
    price: [22, 49],
    weightKg: 0.06,
    dimensionsCm: [10, 10, 5],
  },
  {
    category: 'bijoux',
    name: 'Boucles d’oreilles',
    subcategory: 'Boucles d’oreilles',
    silhouette: 'boucles',
    short: 'Boucles d’oreilles pendantes',
    pitch: 'Des boucles d’oreilles pendantes, légères malgré leur taille, qui dansent au moindre mouvement.',
    features: ['Crochets hypoallergéniques', 'Très légères', 'Longueur 6 cm'],
    fabrics: ['laiton', 'perles', 'cauris'],
    sizes: ONE_SIZE,
    price: [14, 35],
    weightKg: 0.03,
    dimensionsCm: [8, 6, 2],
  },
  // chaussures
  {
    category: 'chaussures',
    name: 'Sandales',
    subcategory: 'Sandales',
    silhouette: 'sandale',
    short: 'Sandales plates à brides',
    pitch:
      'Des sandales plates à brides croisées, semelle cousue, pour marcher toute la journée sans y penser.',
    features: ['Semelle cousue', 'Brides croisées', 'Boucle à la cheville'],
    fabrics: ['cuir'],
    sizes: SHOE_SIZES,
    price: [35, 69],
    weightKg: 0.6,
    dimensionsCm: [32, 20, 10],
  },
  {
    category: 'chaussures',
    name: 'Babouches',
    subcategory: 'Babouches',
    silhouette: 'babouche',
    short: 'Babouches souples à bout pointu',
    pitch: 'Des babouches souples à bout pointu, à porter à la maison ou en ville avec un boubou.',
    features: ['Cuir souple', 'Bout pointu', 'Semelle antidérapante'],
    fabrics: ['cuir'],
    sizes: SHOE_SIZES,
    price: [29, 55],
    weightKg: 0.5,
    dimensionsCm: [32, 20, 10],
  },
  {
    category: 'chaussures',
    name: 'Mocassins',
    subcategory: 'Mocassins',
    silhouette: 'babouche',
    short: 'Mocassins habillés de wax',
    pitch: 'Des mocassins au plateau habillé de wax, qui réveillent un costume sombre ou un jean brut.',
    features: ['Plateau en wax', 'Première de propreté en cuir', 'Cousus main'],
    fabrics: ['cuir'],
    sizes: SHOE_SIZES,
    price: [59, 99],
    weightKg: 0.8,
    dimensionsCm: [32, 20, 12],
  },
];

export interface Motif {
  name: string;
  story: string;
}

/** Collection names: places and symbols of Senegal and its neighbours. */
export const motifs: readonly Motif[] = [
  {
    name: 'Soleil de Dakar',
    story:
      'Le motif « Soleil de Dakar » fait rayonner des cercles concentriques comme la lumière de fin d’après-midi sur la corniche.',
  },
  {
    name: 'Baobab',
    story:
      'Le motif « Baobab » rend hommage à l’arbre millénaire des savanes, symbole de sagesse et de longévité.',
  },
  {
    name: 'Casamance',
    story:
      'Le motif « Casamance » reprend les feuillages luxuriants des rizières et des bolongs du sud du pays.',
  },
  {
    name: 'Lac Rose',
    story: 'Le motif « Lac Rose » s’inspire des reflets changeants du lac Retba, du rose tendre au corail.',
  },
  {
    name: 'Gorée',
    story:
      'Le motif « Gorée » dessine les façades colorées et les escaliers de l’île, entre mémoire et douceur de vivre.',
  },
  {
    name: 'Saloum',
    story:
      'Le motif « Saloum » évoque les mangroves et les pirogues du delta, en lignes souples et répétées.',
  },
  {
    name: 'Teranga',
    story:
      'Le motif « Teranga » célèbre l’hospitalité sénégalaise : des losanges qui s’emboîtent comme des mains tendues.',
  },
  {
    name: 'Sahel',
    story:
      'Le motif « Sahel » joue les ocres et les ors des dunes, avec des chevrons qui rappellent le vent sur le sable.',
  },
  {
    name: 'Saint-Louis',
    story: 'Le motif « Saint-Louis » emprunte ses rayures aux balcons en fer forgé de la vieille ville.',
  },
  {
    name: 'Almadies',
    story: 'Le motif « Almadies » mêle l’écume et les rochers de la pointe la plus à l’ouest de l’Afrique.',
  },
  {
    name: 'Touba',
    story: 'Le motif « Touba » reprend la géométrie apaisée des arcs et des coupoles, tracée au cordeau.',
  },
  {
    name: 'Kédougou',
    story:
      'Le motif « Kédougou » puise dans les collines et les cascades du pays bassari ses verts profonds.',
  },
];

export interface DemoColor {
  name: string;
  hex: string;
}

export const colors: readonly DemoColor[] = [
  { name: 'Indigo', hex: '#2E3A87' },
  { name: 'Ocre', hex: '#C8842B' },
  { name: 'Terracotta', hex: '#C0583A' },
  { name: 'Safran', hex: '#F2A900' },
  { name: 'Vert baobab', hex: '#3F7D3A' },
  { name: 'Bordeaux', hex: '#7A1F3D' },
  { name: 'Noir', hex: '#1B1B1B' },
  { name: 'Blanc cassé', hex: '#F3EDE2' },
  { name: 'Turquoise', hex: '#1F9AA8' },
  { name: 'Fuchsia', hex: '#C2185B' },
  { name: 'Or', hex: '#C9A227' },
  { name: 'Corail', hex: '#F26B5B' },
];

export const brands = [
  'Maison Teranga',
  'Atelier Ndiaye',
  'Sahel Couture',
  'Dakar Wax Studio',
  'Kora & Fils',
  'Nanette Diallo',
] as const;

export const closings = [
  'Confectionné à Dakar par nos couturiers partenaires, payés au juste prix.',
  'Cousu dans un atelier familial de la Médina, en petite série.',
  'Chaque pièce est contrôlée à la main avant expédition.',
  'Expédié sous 48 h dans un emballage en papier recyclé.',
] as const;
