import { cartSummaryLabels } from '../kit/cart-summary.js';
import { sortOptionsLabels } from '../kit/filter-bar.js';
import { headerLabels } from '../kit/header.js';
import { productCardLabels } from '../kit/product-card.js';
import * as words from '../words.js';

/**
 * The texts of the reference shop (apps/reference): page titles, buttons, empty states, the static mock-ups' forms
 * and sample data. A text the specification or the kit already has is referenced, never copied.
 * `{name}` placeholders are filled with `fill`.
 *
 * Only the texts of the shell and of the pages most visits open first (home, lists, product, cart, login): the whole
 * object is in every page's first load. The other pages' texts are in `shop-pages.ts`.
 */

const backHome = words.backHome;
const continueShopping = words.continueShopping;
const seeAll = 'Voir Tout';
const filters = 'Filtres';

export const shopTexts = {
  layout: { skipToContent: 'Aller au contenu', notification: words.notification },
  errors: {
    pageFailed: "La page n'a pas pu s'afficher.",
    rootMissing: 'Élément #root introuvable',
    unknownPage: 'Page inconnue : {module}',
  },
  pager: {
    label: 'Pagination',
    previous: 'Page précédente',
    current: 'Page {page} sur {pages}',
    next: 'Page suivante',
  },
  sort: {
    recommended: 'Recommandés',
    newest: 'Plus récents',
    priceAsc: sortOptionsLabels.priceAsc,
    priceDesc: sortOptionsLabels.priceDesc,
    popular: 'Populaires',
  },
  login: { title: 'Partner Login' },
  cart: {
    title: 'Mon panier',
    emptyText: 'Découvrez nos collections et ajoutez vos coups de cœur.',
    continueShopping,
    lines: 'Articles du panier',
    clearTitle: 'Vider le panier ?',
    clearText: 'Tous les articles seront retirés du panier.',
    clearConfirm: cartSummaryLabels.clear,
  },
  collection: {
    audience: 'Pour qui',
    tabs: { all: 'Tout', femme: 'Femmes', homme: 'Hommes', enfant: 'Enfants', famille: 'Famille' },
    filters,
  },
  home: { categories: 'Shop by Category', featured: 'Produits en Vedette', seeAll },
  product: {
    backHome,
    home: headerLabels.home,
    notFoundTitle: 'Produit introuvable',
    notFoundText: "Ce produit n'existe pas ou n'est plus en vente.",
    loading: 'Chargement du produit',
    photos: 'Photos de {name}',
    addFavourite: 'Ajouter aux favoris',
    removeFavourite: 'Retirer des favoris',
    adding: 'Ajout en cours…',
    addToCart: productCardLabels.quickAdd,
    buyNow: 'Acheter maintenant',
    information: 'Informations sur le produit',
    related: 'Produits similaires',
  },
  products: { resultsFor: 'Résultats pour "{term}"', all: headerLabels.allProducts },
} as const;
