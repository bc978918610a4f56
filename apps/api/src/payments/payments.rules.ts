import type { RuleMap } from '../http/route-rules.js';
import { keepRawBody } from './raw-body.js';

/** The webhook's signature covers the bytes as sent: they are kept before the JSON parser reads them. */
export const paymentRules = {
  receivePaymentWebhook: { preParsing: keepRawBody },
} satisfies RuleMap;
