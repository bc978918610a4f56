import * as words from '../words.js';
/**
 * What the bell says of marketplace orders' changes: a refund, a late payment, and one seller's part of an order
 * that has several. Apart from `bellTexts`, which the header carries on every first load: only the bell's panel and
 * /notifications read these.
 */
export const bellPartTexts = {
  events: {
    refunded: (number: string) => `Commande ${number} : remboursement effectué`,
    'late-payment': (number: string) =>
      `Commande ${number} : paiement reçu après l’annulation, il vous est remboursé`,
  },
  /** added to a shipped line: who carries it and its tracking number (' (DHL Express, suivi AB123456)') */
  shippedWith: (carrier: string, trackingNumber: string | null) =>
    trackingNumber ? ` (${carrier}, suivi ${trackingNumber})` : ` (${carrier})`,
  /** the seller named in a part's event when the products are the shop's own */
  shopOwn: words.shopName,
  partEvents: {
    shipped: (number: string, seller: string) =>
      `Commande ${number} : les articles de ${seller} sont expédiés`,
    delivered: (number: string, seller: string) =>
      `Commande ${number} : les articles de ${seller} sont livrés`,
    cancelled: (number: string, seller: string) =>
      `Commande ${number} : les articles de ${seller} sont annulés`,
    refunded: (number: string, seller: string) =>
      `Commande ${number} : les articles de ${seller} vous sont remboursés`,
  },
} as const;
