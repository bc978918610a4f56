// Orders: order pages, statuses, returns, shipments, the order rules the API answers with.
export { orderLabels } from './order-labels.js';
export { bellPartTexts } from './order-notifications.js';
export { ordersShopTexts } from './order-pages.js';
export { orderMessages, paymentProviderMessages } from './order-rules.js';
export {
  customerReturnTexts,
  returnBellTexts,
  returnCardLabels,
  returnRuleTexts,
  returnStatusLabels,
} from './returns.js';
export { carrierLabels, customerOrderTexts, orderShipmentWords, shipmentRuleTexts } from './shipments.js';
