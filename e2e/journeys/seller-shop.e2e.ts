import { fill, sellerShopTexts, shopFrontTexts, soldByText } from '@teranga/messages';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { baseUrl, disconnectBrowser, newVisitor, productLinks, signIn, uniqueEmail } from '../support/shop';

// Seller shop pages (issue 33): a product page names its seller (« Vendu par … ») and links to their shop, which shows
// the seller's name, rating, presentation and products on sale; the seller writes the presentation in their area and
// it shows; a suspended seller's shop is not found. Each on a desktop and on a phone.

const PASSWORD = 'Baobab2024';
const ADMIN = { email: 'admin@teranga.demo', password: 'Admin-Teranga-2025' };
const DEMO_SELLER = 'Moussa Ndiaye';
const viewports = ['desktop', 'mobile'] as const;

/** A call to the API for the journey's set-up (never the app under test). */
async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as { data?: T };
  if (!response.ok) throw new Error(`${method} ${path} : ${response.status} ${JSON.stringify(json)}`);
  return json.data as T;
}

const tokenOf = async (emailOrPhone: string, password: string) =>
  (await api<{ token: string }>('POST', '/auth/login', null, { emailOrPhone, password })).token;

interface Seller {
  id: string;
  email: string;
  token: string;
  slug: string;
  productName: string;
}

/** An approved seller with one active product, made through the API. */
async function approvedSellerWithAProduct(lastName: string): Promise<Seller> {
  const email = uniqueEmail('boutique');
  const registered = await api<{ user: { id: string } }>('POST', '/auth/register', null, {
    firstName: 'Atelier',
    lastName,
    email,
    phone: '',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: 'seller',
  });
  const admin = await tokenOf(ADMIN.email, ADMIN.password);
  await api('PUT', `/admin/sellers/${registered.user.id}/status`, admin, { status: 'approved' });
  const token = await tokenOf(email, PASSWORD);
  const categories = await api<Array<{ _id: string }>>('GET', '/categories', null);
  const [category] = categories;
  if (!category) throw new Error('Aucune catégorie de démonstration');
  const productName = `Robe wax Atelier ${lastName}`;
  await api('POST', '/seller/products', token, {
    name: productName,
    description: 'Robe cousue à Saint-Louis, en wax hollandais.',
    price: 42,
    sku: `E2E-SHOP-${Date.now().toString(36)}-${lastName}`.toUpperCase(),
    category: category._id,
    status: 'active',
    inventory: { trackQuantity: true, quantity: 4 },
  });
  const shop = await api<{ slug: string }>('GET', '/seller/shop', token);
  return { id: registered.user.id, email, token, slug: shop.slug, productName };
}

/** The shop page's heading once its answer is there. */
const shopHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

describe('seller shop pages', () => {
  afterAll(async () => {
    await disconnectBrowser();
  });

  for (const viewport of viewports) {
    test(`a shopper follows « Vendu par » from a product page to the seller's shop and its products (${viewport})`, async () => {
      // A product of the demo seller (other journeys' sellers add newer products to the catalogue).
      const { products } = await api<{ products: Array<{ _id: string; name: string }> }>(
        'GET',
        '/shops/moussa-ndiaye/products?limit=1',
        null,
      );
      const [product] = products;
      if (!product) throw new Error('La boutique de démonstration n’a aucun produit');
      const { context, page } = await newVisitor(viewport);
      try {
        await page.goto(`/product/${product._id}`);
        await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
        const soldBy = page.getByText(soldByText);
        await soldBy.waitFor();
        await soldBy.getByRole('link', { name: DEMO_SELLER }).click();
        await page.waitForURL(`${baseUrl()}/boutique/moussa-ndiaye`);
        await shopHeading(page, DEMO_SELLER).waitFor();
        await page.getByRole('heading', { level: 2, name: shopFrontTexts.productsTitle }).waitFor();
        expect(await page.title()).toBe(`${fill(shopFrontTexts.title, { name: DEMO_SELLER })} — Teranga`);
        // The rating of the demo shop's reviews, as stars with their sentence, or the words for none.
        const rated = page.getByRole('img', { name: /^Note de la boutique : [\d,]+ sur 5, [\d\s]+ avis$/ });
        const unrated = page.getByText(shopFrontTexts.noReviews);
        await rated.or(unrated).first().waitFor();
        const cards = productLinks(page);
        await cards.first().waitFor();
        expect(await cards.count()).toBeGreaterThan(0);
        expect(await page.getByText(/^\d[\d\s]* produits? en vente$/).count()).toBe(1);
        // A card leads back to a product of the shop.
        await cards.first().click();
        await page.waitForURL(/\/product\/[0-9a-f]{24}$/);
        await page.getByText(soldByText).getByRole('link', { name: DEMO_SELLER }).waitFor();
      } finally {
        await context.close();
      }
    });

    test(`a seller writes their shop's presentation in their area and shoppers read it (${viewport})`, async () => {
      const seller = await approvedSellerWithAProduct(
        `Presentation${viewport === 'desktop' ? 'Bureau' : 'Mobile'}`,
      );
      const { context, page } = await newVisitor(viewport);
      try {
        await page.goto('/login?redirect=%2Fseller%2Fdashboard');
        await signIn(page, seller.email, PASSWORD);
        await page.waitForURL(`${baseUrl()}/seller/dashboard`);
        const section = page.getByRole('region', { name: sellerShopTexts.title });
        const field = section.getByRole('textbox', { name: sellerShopTexts.descriptionLabel });
        await field.fill('x'.repeat(501));
        await section.getByRole('button', { name: sellerShopTexts.save }).click();
        await section
          .getByRole('alert')
          .filter({ hasText: 'La présentation de la boutique ne peut pas dépasser 500 caractères' })
          .waitFor();
        expect(await field.getAttribute('aria-invalid')).toBe('true');

        const words = 'Wax et bazin cousus à Dakar depuis 1998.\nSur mesure, livraison à Thiès et Mbour.';
        await field.fill(words);
        await section.getByRole('button', { name: sellerShopTexts.save }).click();
        await section.getByRole('status').filter({ hasText: sellerShopTexts.saved }).waitFor();

        await section.getByRole('link', { name: sellerShopTexts.viewShop }).click();
        await page.waitForURL(`${baseUrl()}/boutique/${seller.slug}`);
        await shopHeading(
          page,
          `Atelier Presentation${viewport === 'desktop' ? 'Bureau' : 'Mobile'}`,
        ).waitFor();
        await page.getByText('Wax et bazin cousus à Dakar depuis 1998.').waitFor();
        await page.getByText(shopFrontTexts.noReviews).waitFor();
        await productLinks(page).filter({ hasText: seller.productName }).waitFor();

        // A shopper who was never signed in reads the same words on a fresh load.
        const shopper = await newVisitor(viewport);
        try {
          await shopper.page.goto(`/boutique/${seller.slug}`);
          await shopper.page.getByText('Sur mesure, livraison à Thiès et Mbour.').waitFor();
        } finally {
          await shopper.context.close();
        }
      } finally {
        await context.close();
      }
    });

    test(`a suspended seller's shop is not found (${viewport})`, async () => {
      const seller = await approvedSellerWithAProduct(
        `Suspendu${viewport === 'desktop' ? 'Bureau' : 'Mobile'}`,
      );
      const { context, page } = await newVisitor(viewport);
      try {
        await page.goto(`/boutique/${seller.slug}`);
        await productLinks(page).filter({ hasText: seller.productName }).waitFor();

        const admin = await tokenOf(ADMIN.email, ADMIN.password);
        await api('PUT', `/admin/sellers/${seller.id}/status`, admin, { status: 'suspended' });
        await page.goto(`/boutique/${seller.slug}`);
        await page.getByRole('heading', { level: 1, name: shopFrontTexts.notFoundTitle }).waitFor();
        await page.getByText(shopFrontTexts.notFoundText).waitFor();
        expect(await page.getByText(seller.productName).count()).toBe(0);
        expect(await page.title()).toBe(`${shopFrontTexts.notFoundTitle} — Teranga`);

        await page.goto('/boutique/personne-ici');
        await page.getByRole('heading', { level: 1, name: shopFrontTexts.notFoundTitle }).waitFor();
      } finally {
        await context.close();
      }
    });
  }
});
