/** The customer's order page (Mes commandes → an order): the shop's route, the shipment mails' link and the bell's. */
export const customerOrderPath = (orderId: string): string => `/orders/${encodeURIComponent(orderId)}`;

/** The seller's order sheet (their part of an order, its packing slip and ship form). */
export const sellerOrderPath = (orderId: string): string => `/seller/orders/${encodeURIComponent(orderId)}`;
