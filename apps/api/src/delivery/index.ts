// Delivery zones and quotes.
export { createDeliveryHandlers } from './delivery.handlers.js';
