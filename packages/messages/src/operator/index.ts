// Operator (server only): the API's refusals, console and log lines, jobs, processes and instances.
export {
  catalogueMessages,
  frameworkMessages,
  httpMessages,
  identityMessages,
  mediaMessages,
  validationMessages,
} from './api-refusals.js';
export { jobLogMessages, operatorMessages } from './console.js';
export { scaleOperatorMessages } from './instances.js';
export { paymentLogMessages } from './payment-logs.js';
export { processMessages } from './processes.js';
