/**
 * The customer's order page (Mes commandes → an order): the shop's route, the shipment mails' link and the bell's.
 * @example <Link to={customerOrderPath(order.id)}>{order.orderNumber}</Link>
 */
export const customerOrderPath = (orderId: string): string => `/orders/${encodeURIComponent(orderId)}`;

/**
 * The seller's order sheet (their part of an order, its packing slip and ship form).
 * @example <Link to={sellerOrderPath(order.id)}>{order.orderNumber}</Link>
 */
export const sellerOrderPath = (orderId: string): string => `/seller/orders/${encodeURIComponent(orderId)}`;
