// Mail: every email the server sends (server only).
export { mailMessages } from './mail.js';
export { orderMailMessages, orderRefundMailMessages } from './orders.js';
export { returnMailTexts } from './returns.js';
export { shipmentMailTexts } from './shipments.js';
