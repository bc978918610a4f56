import { listingMessages } from '../catalogue/specification.js';
import { profileMessages } from '../identity/profile.js';
import * as words from '../words.js';
/**
 * The seller's product create and edit screens: section titles, field labels, upload states. The rules' own
 * messages ('Nom requis'...) and the success texts live in `messages.product` and `messages.seller`.
 * Plain strings only (no reference to another module), so that a storefront page that never opens a form drops it.
 */
export const sellerFormMessages = {
  createTitle: 'Créer un produit',
  editTitle: 'Modifier le produit',
  createSubmit: 'Créer le produit',
  editSubmit: 'Enregistrer les modifications',
  creating: 'Création...',
  saving: profileMessages.saving,
  cancel: words.cancel,
  backToList: 'Retour à la liste des produits',
  /** The load-error screen's text under 'Erreur lors du chargement du produit'. */
  loadErrorHint: "Ce produit n'existe pas ou n'est pas à vous.",
  sections: {
    basics: 'Informations de base',
    categorisation: 'Catégorisation',
    stock: words.stock,
    shipping: words.shipping,
    seo: 'Référencement (SEO)',
    publication: 'Publication',
  },
  fields: {
    name: 'Nom du produit',
    sku: 'SKU',
    skuGenerated: "Généré à partir de la catégorie, du nom et de l'heure",
    description: words.description,
    shortDescription: 'Description courte',
    price: 'Prix de vente',
    comparePrice: 'Prix comparé',
    cost: 'Prix de revient',
    euro: '€',
    category: words.category,
    chooseCategory: 'Choisir une catégorie',
    subcategory: 'Sous-catégorie',
    brand: words.brand,
    origin: "Pays d'origine",
    tags: 'Étiquettes',
    tagsHint: 'Appuyez sur Entrée pour ajouter une étiquette',
    trackQuantity: 'Suivre les quantités',
    quantity: 'Quantité disponible',
    /** Under the quantity of a product sold past its stock (backorders): the units to serve first. */
    backordered: {
      one: '{count} unité vendue en attente de stock : elle sera servie sur la quantité saisie',
      other: '{count} unités vendues en attente de stock : elles seront servies sur la quantité saisie',
    },
    lowStockThreshold: 'Seuil de stock bas',
    allowBackorder: 'Autoriser les commandes en rupture de stock',
    weight: 'Poids (kg)',
    length: 'Longueur (cm)',
    width: 'Largeur (cm)',
    height: 'Hauteur (cm)',
    seoTitle: 'Titre SEO',
    seoDescription: 'Description SEO',
    status: words.status,
    featured: 'Produit mis en avant',
  },
  /** Under the available quantity when sizes keep the stock: the total is theirs, not typed. */
  quantityFromSizes: 'Somme des stocks par taille',
  /** Under a price typed in euros: its equivalent in francs CFA, '{amount}' formatted ('16 375 CFA'). */
  cfaEquivalent: '≈ {amount}',
  /** The variant rows' rules (the form shows them beside the row; the toast and the API number the row). */
  variants: {
    valueRequired: 'Valeur requise',
    stockInvalid: 'Stock invalide : un nombre entier, 0 ou plus',
    duplicate: 'Variante en double',
    /** '{number}' the row's number from 1, '{message}' one of the rules above */
    row: 'Variante {number} : {message}',
  },
  /** '{count}/{max}', the live counters of the description and the SEO fields. */
  counter: '{count}/{max}',
  statuses: { draft: words.draft, active: words.active, archived: words.archived },
  images: {
    // A wrong type or a file over 10 MB is refused with the server's own words (`mediaMessages`), before sending.
    tooMany: 'Limite de {max} images atteinte : cette image n’est pas ajoutée',
    waitForUploads: "Des images sont encore en cours d'envoi : patientez jusqu'à la fin, puis enregistrez.",
    failedUploads: "Retirez les images refusées ou en échec avant d'enregistrer.",
  },
} as const;

/** The ImagePicker's words for uploads that people can follow (the kit's defaults). */
export const imageUploadLabels = {
  /** '{percent}' is replaced */
  uploading: 'Envoi… {percent} %',
  uploaded: 'Envoyée',
  /** followed by the image number and file name */
  cancel: "Annuler l'envoi de l'image",
  /** followed by the image number and file name */
  progress: "Envoi de l'image",
  refused: 'Refusée',
  failed: 'Échec',
  /** a failed upload (connection lost) can be sent again; a refused file cannot */
  retry: listingMessages.retry,
  /** followed by the image number and file name */
  retryLabel: "Réessayer l'envoi de l'image",
  /** waiting for one of the two uploads at a time, or being shrunk before sending */
  waiting: 'En attente…',
  preparing: 'Réduction…',
  /** followed by the image number and file name */
  moveEarlier: "Avancer l'image",
  /** followed by the image number and file name */
  moveLater: "Reculer l'image",
  /** '{name}' is replaced with the image number and file name */
  makeMain: "Mettre l'image {name} en principale",
  /** '{position}' and '{count}' are replaced: said after a move */
  moved: 'Image déplacée en position {position} sur {count}',
} as const;
