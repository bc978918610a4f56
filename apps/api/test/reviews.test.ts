import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews, users } from '../src/db/schema.js';
import { demoAccounts } from '../src/demo/demo-accounts.js';
import { addDemoReviews, demoReviewsFor, topUpDemoReviews } from '../src/demo/demo-reviews.js';
import type { TestServer } from './helpers.js';
import { type Account, call, insertProduct, type Json, registerAdmin } from './identity-helpers.js';
import { approvedSeller, paidOrderOfTwoSellers, registerBuyer, startOrdersServer } from './orders-helpers.js';

// Reviews from buyers (issue 33): a customer who received a product rates it (1–5) with a few words, once per order
// line; its seller answers once; staff hide a review. The product's rating is its visible reviews' average and count,
// written in the same transaction as each review, hide or show.

let server: TestServer & { dataDir: string };
let admin: Account;
let awa: Account;
let moussa: Account;
let buyer: Account;
let stranger: Account;

beforeAll(async () => {
  // Room for this file's own reviews (about 30, bad ones included) before the limit the last test meets.
  server = await startOrdersServer({ RATE_LIMIT_REVIEWS_MAX: '60' });
  admin = await registerAdmin(server);
  awa = await approvedSeller(server, admin);
  moussa = await approvedSeller(server, admin);
  buyer = await registerBuyer(server);
  stranger = await registerBuyer(server, { firstName: 'Khady' });
}, 240_000);
afterAll(() => server.close());

const step = (token: string, orderId: string, body: Record<string, unknown>) =>
  call(server, 'PUT', `/api/seller/orders/${orderId}/status`, { token, body });

/** A paid order of one of Awa's products (delivered) and one of Moussa's (not yet shipped). */
async function deliveredOrder(customer: Account = buyer) {
  const paid = await paidOrderOfTwoSellers(server, customer, [awa, moussa], [1, 1]);
  expect((await step(awa.token, paid.order.id, { status: 'shipped', carrier: 'hand-delivery' })).status).toBe(
    200,
  );
  expect((await step(awa.token, paid.order.id, { status: 'delivered' })).status).toBe(200);
  const lineOf = (productId: string) =>
    paid.order.items.find((item: Json) => item.productId === productId).lineId as string;
  return {
    ...paid,
    deliveredLine: lineOf(paid.firstProduct),
    waitingLine: lineOf(paid.secondProduct),
  };
}

const review = (token: string, body: Record<string, unknown>) =>
  call(server, 'POST', '/api/reviews', { token, body });
const productReviews = (productId: string, query = '') =>
  call(server, 'GET', `/api/products/${productId}/reviews${query}`);
const productRating = async (productId: string) =>
  (await call(server, 'GET', `/api/products/${productId}`)).body.data.product.rating as {
    average: number;
    count: number;
  };

/** What the database holds for a product, against the aggregate of its visible reviews: never apart. */
async function assertAggregateMatches(productId: string) {
  const [stored] = await server.database.db
    .select({ average: products.ratingAverage, count: products.ratingCount })
    .from(products)
    .where(eq(products.id, productId));
  const [visible] = await server.database.db
    .select({
      average: sql<string>`coalesce(round(avg(${reviews.rating}), 2), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)));
  expect(Number(stored?.average)).toBe(Number(visible?.average));
  expect(stored?.count).toBe(visible?.count);
}

describe('a product without reviews', () => {
  it('answers an empty list and a rating of none', async () => {
    const productId = await insertProduct(server.database.db, { sellerId: awa.user.id });
    const answer = await productReviews(productId);
    expect(answer.status).toBe(200);
    expect(answer.body.data.reviews).toEqual([]);
    expect(answer.body.data.rating).toEqual({ average: 0, count: 0 });
    expect(answer.body.data.pagination).toMatchObject({ page: 1, total: 0, pages: 0 });
  });

  it('refuses a malformed product id in French, and an unknown product with 404', async () => {
    const bad = await productReviews('pas-un-id');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('ID de produit invalide');
    const unknown = await productReviews('0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Produit non trouvé');
  });
});

describe('writing a review', () => {
  it('publishes a received line’s review, trimmed, and the product’s rating follows at once', async () => {
    const { firstProduct, deliveredLine } = await deliveredOrder();
    const written = await review(buyer.token, {
      orderLineId: deliveredLine,
      rating: 4,
      text: '   Très beau bazin, la coupe tombe bien.  \n',
    });
    expect(written.status).toBe(201);
    expect(written.body.message).toBe('Merci ! Votre avis est publié');
    expect(written.body.data).toMatchObject({
      rating: 4,
      text: 'Très beau bazin, la coupe tombe bien.',
      author: 'Fatou S.',
      verified: true,
      answer: null,
      hidden: false,
      orderLineId: deliveredLine,
      product: { id: firstProduct },
    });
    expect(await productRating(firstProduct)).toEqual({ average: 4, count: 1 });
    const listed = await productReviews(firstProduct);
    expect(listed.body.data.rating).toEqual({ average: 4, count: 1 });
    expect(listed.body.data.reviews).toHaveLength(1);
    // The public list names no order line and no e-mail.
    expect(listed.body.data.reviews[0].orderLineId).toBeUndefined();
    expect(JSON.stringify(listed.body)).not.toContain(buyer.user.email);
    await assertAggregateMatches(firstProduct);
  });

  it('is once per order line: a second review, even two at once, is a French 409', async () => {
    const { firstProduct, deliveredLine } = await deliveredOrder();
    const both = await Promise.all([
      review(buyer.token, { orderLineId: deliveredLine, rating: 5, text: 'Parfait' }),
      review(buyer.token, { orderLineId: deliveredLine, rating: 1, text: 'Finalement non' }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const again = await review(buyer.token, { orderLineId: deliveredLine, rating: 3, text: 'Encore moi' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Vous avez déjà donné votre avis sur cet article');
    expect((await productRating(firstProduct)).count).toBe(1);
    await assertAggregateMatches(firstProduct);
  });

  it('refuses another customer’s line and a line not yet received with a French 403', async () => {
    const { deliveredLine, waitingLine, firstProduct, secondProduct } = await deliveredOrder();
    const theirs = await review(stranger.token, { orderLineId: deliveredLine, rating: 1, text: 'Nul' });
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe(
      'Vous ne pouvez donner votre avis que sur un article de vos propres commandes',
    );
    const early = await review(buyer.token, { orderLineId: waitingLine, rating: 5, text: 'Pas encore reçu' });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('Vous pourrez donner votre avis une fois l’article reçu');
    expect(await productRating(firstProduct)).toEqual({ average: 0, count: 0 });
    expect(await productRating(secondProduct)).toEqual({ average: 0, count: 0 });
  });

  it('needs a sign-in, and refuses bad ratings, texts and lines in French, never with a 5xx', async () => {
    const { deliveredLine } = await deliveredOrder();
    const anonymous = await call(server, 'POST', '/api/reviews', {
      body: { orderLineId: deliveredLine, rating: 5, text: 'Bien' },
    });
    expect(anonymous.status).toBe(401);
    const cases: [Record<string, unknown>, string][] = [
      [{ orderLineId: deliveredLine, rating: 0, text: 'Bien' }, 'Choisissez une note de 1 à 5 étoiles'],
      [{ orderLineId: deliveredLine, rating: 6, text: 'Bien' }, 'Choisissez une note de 1 à 5 étoiles'],
      // A fraction fails the contract's type (checked before any rule), worded in French too.
      [
        { orderLineId: deliveredLine, rating: 3.5, text: 'Bien' },
        'Le champ « rating » doit être un nombre entier',
      ],
      [{ orderLineId: deliveredLine, text: 'Bien' }, 'Choisissez une note de 1 à 5 étoiles'],
      [
        { orderLineId: deliveredLine, rating: 5, text: ' a ' },
        'Votre avis doit contenir au moins 2 caractères',
      ],
      [{ orderLineId: deliveredLine, rating: 5 }, 'Votre avis doit contenir au moins 2 caractères'],
      [
        { orderLineId: deliveredLine, rating: 5, text: 'é'.repeat(2001) },
        'Votre avis ne peut pas dépasser 2000 caractères',
      ],
      [{ orderLineId: 'ligne', rating: 5, text: 'Bien' }, 'ID d’article de commande invalide'],
    ];
    for (const [body, message] of cases) {
      const answer = await review(buyer.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const unknown = await review(buyer.token, {
      orderLineId: '0123456789abcdef01234567',
      rating: 5,
      text: 'Bien',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Article de commande non trouvé');
    for (const raw of ['[]', 'null', '"avis"', '{"orderLineId":{"$ne":null},"rating":5,"text":"x"}']) {
      const answer = await call(server, 'POST', '/api/reviews', { token: buyer.token, raw });
      expect(answer.status, raw).toBe(400);
    }
    // Exactly 2000 characters (once trimmed) is still accepted.
    const longest = await review(buyer.token, {
      orderLineId: deliveredLine,
      rating: 5,
      text: ` ${'é'.repeat(2000)} `,
    });
    expect(longest.status).toBe(201);
  });

  it('keeps markup as plain text: answered as written, never interpreted', async () => {
    const { firstProduct, deliveredLine } = await deliveredOrder();
    const hostile = '<img src=x onerror="alert(1)"><script>alert("avis")</script> Joli';
    const written = await review(buyer.token, { orderLineId: deliveredLine, rating: 5, text: hostile });
    expect(written.status).toBe(201);
    const listed = await productReviews(firstProduct);
    expect(listed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(listed.body.data.reviews[0].text).toBe(hostile);
  });
});

describe('the product page’s list', () => {
  it('shows visible reviews newest first, a page at a time', async () => {
    const productId = await insertProduct(server.database.db, { sellerId: awa.user.id });
    const { db } = server.database;
    const now = Date.now();
    for (let i = 0; i < 7; i++) {
      await db.insert(reviews).values({
        productId,
        customerId: buyer.user.id,
        rating: 1 + (i % 5),
        text: `Avis numéro ${i}`,
        createdAt: new Date(now - (7 - i) * 60_000),
      });
    }
    const first = await productReviews(productId, '?limit=3');
    expect(first.body.data.reviews.map((row: Json) => row.text)).toEqual([
      'Avis numéro 6',
      'Avis numéro 5',
      'Avis numéro 4',
    ]);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 3, total: 7, pages: 3 });
    const last = await productReviews(productId, '?limit=3&page=3');
    expect(last.body.data.reviews.map((row: Json) => row.text)).toEqual(['Avis numéro 0']);
    const tooMany = await productReviews(productId, '?limit=500');
    expect(tooMany.status).toBe(400);
  });
});

describe('the seller’s answer', () => {
  it('is published once, by the product’s own seller only', async () => {
    const { firstProduct, deliveredLine } = await deliveredOrder();
    const written = await review(buyer.token, {
      orderLineId: deliveredLine,
      rating: 2,
      text: 'Taille un peu petite',
    });
    const id = written.body.data.id as string;
    const answerAs = (token: string, text: string) =>
      call(server, 'POST', `/api/seller/reviews/${id}/answer`, { token, body: { text } });

    const other = await answerAs(moussa.token, 'Je réponds à la place d’Awa');
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Seul le vendeur de ce produit peut répondre à cet avis');
    const customer = await answerAs(stranger.token, 'Moi aussi');
    expect(customer.status).toBe(403);
    const empty = await answerAs(awa.token, '  ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Votre réponse doit contenir au moins 2 caractères');
    const badId = await call(server, 'POST', '/api/seller/reviews/xyz/answer', {
      token: awa.token,
      body: { text: 'Merci' },
    });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('ID d’avis invalide');

    const answered = await answerAs(awa.token, ' Merci ! Écrivez-nous, nous échangerons la taille. ');
    expect(answered.status).toBe(200);
    expect(answered.body.data.answer.text).toBe('Merci ! Écrivez-nous, nous échangerons la taille.');
    const twice = await answerAs(awa.token, 'Encore merci');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Vous avez déjà répondu à cet avis');

    const listed = await productReviews(firstProduct);
    expect(listed.body.data.reviews[0].answer.text).toBe('Merci ! Écrivez-nous, nous échangerons la taille.');
    const mine = await call(server, 'GET', '/api/seller/reviews', { token: awa.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.reviews.some((row: Json) => row.id === id)).toBe(true);
    const theirs = await call(server, 'GET', '/api/seller/reviews', { token: moussa.token });
    expect(theirs.body.data.reviews.some((row: Json) => row.id === id)).toBe(false);
  });
});

describe('staff hiding a review', () => {
  it('takes it off the list and out of the rating in one step, and back again', async () => {
    const first = await deliveredOrder();
    const good = await review(buyer.token, { orderLineId: first.deliveredLine, rating: 5, text: 'Superbe' });
    // The same product bought again by another customer, who gives it 2 stars.
    const again = await paidOrderOfTwoSellers(server, stranger, [awa, moussa], [1, 1]);
    expect(
      (await step(awa.token, again.order.id, { status: 'shipped', carrier: 'hand-delivery' })).status,
    ).toBe(200);
    expect((await step(awa.token, again.order.id, { status: 'delivered' })).status).toBe(200);
    // paidOrderOfTwoSellers makes new products: move the stranger's review onto the first product to compare.
    const line = again.order.items.find((item: Json) => item.productId === again.firstProduct).lineId;
    const bad = await review(stranger.token, { orderLineId: line, rating: 2, text: 'Déçue' });
    expect(bad.status).toBe(201);
    await server.database.db
      .update(reviews)
      .set({ productId: first.firstProduct })
      .where(eq(reviews.id, bad.body.data.id));
    await server.database.db.transaction(async (tx) => {
      const { refreshProductRating } = await import('../src/reviews/review-aggregate.js');
      await refreshProductRating(tx, first.firstProduct);
      await refreshProductRating(tx, again.firstProduct);
    });
    expect(await productRating(first.firstProduct)).toEqual({ average: 3.5, count: 2 });

    const hide = (token: string, hidden: boolean) =>
      call(server, 'PUT', `/api/admin/reviews/${bad.body.data.id}/visibility`, { token, body: { hidden } });
    const bySeller = await hide(awa.token, true);
    expect(bySeller.status).toBe(403);
    const hidden = await hide(admin.token, true);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.hidden).toBe(true);
    expect(await productRating(first.firstProduct)).toEqual({ average: 5, count: 1 });
    const listed = await productReviews(first.firstProduct);
    expect(listed.body.data.reviews.map((row: Json) => row.id)).toEqual([good.body.data.id]);
    await assertAggregateMatches(first.firstProduct);
    // Staff still see it, flagged.
    const desk = await call(server, 'GET', '/api/admin/reviews', { token: admin.token });
    expect(desk.body.data.reviews.find((row: Json) => row.id === bad.body.data.id).hidden).toBe(true);

    const shown = await hide(admin.token, false);
    expect(shown.status).toBe(200);
    expect(await productRating(first.firstProduct)).toEqual({ average: 3.5, count: 2 });
    await assertAggregateMatches(first.firstProduct);
    const unknown = await call(server, 'PUT', '/api/admin/reviews/0123456789abcdef01234567/visibility', {
      token: admin.token,
      body: { hidden: true },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Avis non trouvé');
  });
});

describe('the customer’s order page', () => {
  it('lists their own reviews of the order, and nobody else’s order', async () => {
    const { order, deliveredLine } = await deliveredOrder();
    await review(buyer.token, { orderLineId: deliveredLine, rating: 5, text: 'Très bien' });
    const mine = await call(server, 'GET', `/api/orders/${order.id}/reviews`, { token: buyer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.reviews.map((row: Json) => row.orderLineId)).toEqual([deliveredLine]);
    const theirs = await call(server, 'GET', `/api/orders/${order.id}/reviews`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    const bad = await call(server, 'GET', '/api/orders/abc/reviews', { token: buyer.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('ID de commande invalide');
  });
});

describe('the demo shop', () => {
  it('turns generated ratings into reviews with a realistic spread, and rates products from them', async () => {
    const spread = demoReviewsFor('produit-demo', { count: 160, average: 4.3 });
    expect(spread).toHaveLength(10);
    expect(new Set(spread.map((row) => row.rating)).size).toBeGreaterThan(1);
    expect(demoReviewsFor('produit-demo', { count: 0, average: 0 })).toEqual([]);
    // Deterministic: the same product always gets the same reviews.
    expect(demoReviewsFor('produit-demo', { count: 160, average: 4.3 })).toEqual(spread);

    const { db } = server.database;
    const rated = await insertProduct(db, { sellerId: awa.user.id });
    const unrated = await insertProduct(db, { sellerId: awa.user.id });
    await db.transaction((tx) =>
      addDemoReviews(tx, [
        {
          productId: rated,
          createdAt: new Date(Date.now() - 90 * 86_400_000),
          target: { count: 64, average: 4.2 },
        },
        { productId: unrated, createdAt: new Date(), target: { count: 0, average: 0 } },
      ]),
    );
    const listed = await productReviews(rated, '?limit=50');
    expect(listed.body.data.reviews).toHaveLength(4);
    for (const row of listed.body.data.reviews) {
      expect(row.author).toMatch(/^[A-ZÀ-Ý][a-zà-ÿ]+ [A-Z]\.$/);
      expect(row.verified).toBe(false);
    }
    expect(listed.body.data.rating.count).toBe(4);
    await assertAggregateMatches(rated);
    expect(await productRating(unrated)).toEqual({ average: 0, count: 0 });
  });

  it('gives a demo data folder from before reviews its demo reviews once', async () => {
    const { db } = server.database;
    const [seller] = await db
      .insert(users)
      .values({
        email: demoAccounts.seller.email,
        firstName: 'Moussa',
        lastName: 'Ndiaye',
        role: 'seller',
        sellerStatus: 'approved',
      })
      .returning({ id: users.id });
    const ids = await Promise.all(
      Array.from({ length: 12 }, () => insertProduct(db, { sellerId: seller!.id })),
    );
    // The demo reviewers exist already (the test above): the top-up leaves the shop as it is.
    expect(await topUpDemoReviews(db)).toBe(0);
    await db.delete(reviews).where(sql`${reviews.orderLineId} is null`);
    await db.delete(users).where(sql`${users.email} like '%@clients.teranga.demo'`);
    const added = await topUpDemoReviews(db);
    expect(added).toBeGreaterThan(0);
    for (const id of ids) await assertAggregateMatches(id);
    expect(await topUpDemoReviews(db)).toBe(0);
  });
});

describe('writing many reviews', () => {
  it('is limited per client address with a French 429', async () => {
    let limited: Json | undefined;
    for (let attempt = 0; attempt < 80 && !limited; attempt++) {
      const answer = await review(buyer.token, {
        orderLineId: '0123456789abcdef01234567',
        rating: 5,
        text: 'Spam',
      });
      expect(answer.status).not.toBeGreaterThanOrEqual(500);
      if (answer.status === 429) limited = answer;
    }
    expect(limited?.body.message).toBe('Trop de tentatives. Veuillez réessayer plus tard.');
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
