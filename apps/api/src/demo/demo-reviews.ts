import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { products, reviews, users } from '../db/schema.js';
import { refreshAllProductRatings } from '../reviews/review-aggregate.js';
import { demoAccounts } from './demo-accounts.js';

type Executor = Database | Transaction;

/**
 * The demo shop's reviewers: customers without a password (nobody signs in as them), so every demo review has an
 * author the product page names « Aminata S. ». Their e-mails are the demo's own domain.
 */
export const demoReviewers = [
  ['Aminata', 'Sow'],
  ['Mamadou', 'Diallo'],
  ['Khady', 'Ndiaye'],
  ['Ousmane', 'Ba'],
  ['Mariama', 'Cissé'],
  ['Cheikh', 'Faye'],
  ['Astou', 'Mbaye'],
  ['Abdoulaye', 'Gueye'],
  ['Ndèye', 'Thiam'],
  ['Seydou', 'Kane'],
  ['Coumba', 'Sarr'],
  ['Pape', 'Diouf'],
] as const;

const reviewerEmail = (index: number) => `avis${index + 1}@clients.teranga.demo`;

/** What buyers write, by the stars they give: plain French, as a shopper in Dakar or Abidjan would. */
const TEXTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Magnifique ! Le tissu est encore plus beau en vrai, et la coupe tombe parfaitement. Je recommande.',
    'Reçu en trois jours à Dakar, très bien emballé. Les finitions sont soignées, on sent le travail de tailleur.',
    'Je l’ai porté pour le baptême de ma nièce : tout le monde m’a demandé où je l’avais trouvé.',
    'Couleurs éclatantes qui n’ont pas bougé au premier lavage. Taille conforme au guide.',
    'Très belle pièce, confortable même par forte chaleur. Je vais en commander une autre couleur.',
    'Qualité au rendez-vous, le vendeur a répondu vite à mes questions sur la taille. Parfait.',
    'Exactement comme sur les photos, les finitions sont très fines. On sent le travail fait à la main.',
    'Un cadeau pour ma mère, elle était ravie. Merci pour la livraison rapide !',
  ],
  4: [
    'Très joli, le tissu est de bonne qualité. Un peu long pour moi, j’ai fait reprendre l’ourlet.',
    'Belle pièce, conforme à la description. La livraison a pris un jour de plus que prévu.',
    'Bonne coupe et belles couleurs. Je retire une étoile car il taille légèrement grand.',
    'Satisfaite de mon achat, les motifs sont superbes. Le repassage demande un peu de soin.',
    'Bon rapport qualité-prix. Les coutures sont solides, j’aurais aimé une poche en plus.',
    'Joli rendu pour la Tabaski, matière agréable. Emballage simple mais correct.',
  ],
  3: [
    'Correct sans plus : le tissu est plus fin que ce que j’imaginais, mais la coupe est belle.',
    'La couleur est un peu plus sombre qu’à l’écran. Pour le prix, ça reste acceptable.',
    'Joli modèle, mais la taille ne correspond pas tout à fait au guide. Prenez une taille au-dessus.',
    'Livraison rapide, article conforme, mais quelques fils dépassaient aux finitions.',
  ],
  2: [
    'Déçue : le tissu gratte un peu et la teinture a légèrement déteint au premier lavage.',
    'Le modèle reçu ne tombe pas comme sur la photo. Le vendeur a été aimable, mais j’attendais mieux.',
  ],
  1: [
    'Taille beaucoup trop petite par rapport au guide, et la couture de l’épaule a lâché vite.',
    'Pas du tout la couleur annoncée. Je suis passée par un retour.',
  ],
};

/** The demo seller's answers: thanks for the good ones, a way forward for the others. */
const ANSWERS = {
  good: [
    'Merci beaucoup pour votre avis ! Au plaisir de vous habiller à nouveau.',
    'Merci ! Nos tailleurs seront ravis de lire votre message.',
  ],
  mixed: [
    'Merci pour votre retour honnête. Nous avons précisé le guide des tailles sur la fiche du produit.',
    'Merci pour votre avis. Écrivez-nous : nous trouverons ensemble une solution.',
  ],
} as const;

/** What the generator gave a product (its « generated rating »): how many buyers, and their average. */
export interface RatingTarget {
  count: number;
  average: number;
}

export interface DemoReview {
  rating: number;
  text: string;
  reviewer: number;
  daysAgo: number;
  answer: string | null;
}

/** mulberry32, seeded per product: the same product always gets the same reviews. */
function randomFrom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (text: string): number => {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash;
};

/**
 * A product's demo reviews from its generated rating: one review for about every 16 ratings (1 to 10), each
 * rating spread around the target average (mostly within a star, now and then a disappointed buyer), so the shown
 * average comes out near the generated one and the list reads like real buyers.
 */
export function demoReviewsFor(key: string, target: RatingTarget): DemoReview[] {
  if (target.count <= 0) return [];
  const random = randomFrom(seedOf(key));
  const howMany = Math.min(10, Math.max(1, Math.round(target.count / 16)));
  const start = Math.floor(random() * demoReviewers.length);
  // Each star count's texts taken in turn from a random first one: one product never shows the same text twice.
  const textStart = Math.floor(random() * 8);
  const used = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  return Array.from({ length: howMany }, (_, i) => {
    const disappointed = random() < 0.06;
    const spread = Math.round(target.average + (random() - 0.5) * 1.8);
    const rating = disappointed ? 1 + Math.floor(random() * 2) : Math.min(5, Math.max(1, spread));
    const texts = TEXTS[rating as 1 | 2 | 3 | 4 | 5];
    const answers = rating >= 4 ? ANSWERS.good : ANSWERS.mixed;
    const answered = random() < (rating >= 4 ? 0.2 : 0.6);
    return {
      rating,
      text: texts[(textStart + used[rating as 1 | 2 | 3 | 4 | 5]++) % texts.length]!,
      reviewer: (start + i) % demoReviewers.length,
      daysAgo: 2 + i * 9 + Math.floor(random() * 8),
      answer: answered ? answers[Math.floor(random() * answers.length)]! : null,
    };
  });
}

/** Creates the demo reviewers that are missing and returns their ids, in demoReviewers' order. */
async function ensureDemoReviewers(db: Executor): Promise<string[]> {
  await db
    .insert(users)
    .values(
      demoReviewers.map(([firstName, lastName], index) => ({
        email: reviewerEmail(index),
        firstName,
        lastName,
        role: 'customer' as const,
        isEmailVerified: true,
      })),
    )
    .onConflictDoNothing();
  const emails = demoReviewers.map((_, index) => reviewerEmail(index));
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  return emails.map((email) => byEmail.get(email)!);
}

/**
 * Turns each listed product's generated rating into demo reviews (with some answers from the demo seller), then
 * sets every product's rating from its visible reviews, in the caller's transaction.
 */
export async function addDemoReviews(
  tx: Executor,
  items: readonly { productId: string; createdAt: Date; target: RatingTarget }[],
  now: Date = new Date(),
): Promise<number> {
  const reviewerIds = await ensureDemoReviewers(tx);
  const rows = items.flatMap(({ productId, createdAt, target }) =>
    demoReviewsFor(productId, target).map((review) => {
      const at = new Date(Math.max(createdAt.getTime(), now.getTime() - review.daysAgo * 86_400_000));
      return {
        productId,
        customerId: reviewerIds[review.reviewer]!,
        rating: review.rating,
        text: review.text,
        answer: review.answer,
        answeredAt: review.answer ? new Date(at.getTime() + 86_400_000) : null,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  for (let startAt = 0; startAt < rows.length; startAt += 200) {
    await tx.insert(reviews).values(rows.slice(startAt, startAt + 200));
  }
  await refreshAllProductRatings(tx);
  return rows.length;
}

/**
 * A demo shop seeded before reviews existed (migration 0022 left its products without rating): once, its demo
 * seller's products get demo reviews, from a rating drawn per product as the generator draws them. Any other
 * database (no demo seller, or demo reviewers already there) is left as it is.
 */
export async function topUpDemoReviews(db: Database, now: Date = new Date()): Promise<number> {
  const [seller] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccounts.seller.email));
  if (!seller) return 0;
  const [already] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, reviewerEmail(0)));
  if (already) return 0;
  const sellerProducts = await db
    .select({ id: products.id, slug: products.slug, createdAt: products.createdAt })
    .from(products)
    .where(eq(products.sellerId, seller.id));
  return db.transaction((tx) =>
    addDemoReviews(
      tx,
      sellerProducts.map((product) => {
        const random = randomFrom(seedOf(product.slug));
        const count = random() < 0.12 ? 0 : 1 + Math.floor(random() * 160);
        return {
          productId: product.id,
          createdAt: product.createdAt,
          target: { count, average: Math.round((3.4 + random() * 1.6) * 10) / 10 },
        };
      }),
      now,
    ),
  );
}
