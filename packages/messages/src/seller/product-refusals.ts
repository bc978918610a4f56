import { identityMessages } from '../operator/api-refusals.js';
import { orderMessages } from '../orders/order-rules.js';

/**
 * What the seller calls of the API answer that the seller document does not word itself (its own texts, such as
 * the create form's rules or the edit's success, live in `messages.product` and `messages.seller`).
 */
export const sellerApiMessages = {
  productNotFound: identityMessages.productNotFound,
  productDeleted: 'Produit supprimé avec succès',
  unknownCategory: 'Catégorie inconnue : choisissez une catégorie de la boutique',
  skuTaken: 'Ce SKU est déjà utilisé',
  /** An image address (images, mainImage, a srcset) that is not one of the shop's own uploads. */
  imageNotFromShop:
    'Image refusée : seules les images envoyées à la boutique (adresses /api/media/…) sont acceptées',
  /** A multipart field holding JSON text (inventory, shipping, seo, a variant, a colour) that is not valid JSON. */
  invalidFormField: (field: string): string => `Le champ ${field} doit être un JSON valide`,
  unknownSort: 'Tri inconnu : choisissez newest, name, price ou status',
  invalidOrderId: orderMessages.invalidOrderId,
  invalidOrderStatus: 'Statut de commande invalide',
  orderNotFound: orderMessages.orderNotFound,
} as const;
