import { useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@teranga/headless';
import type { components } from '@teranga/sdk';
import { siteQueries } from './site-queries';

export type OfferedPaymentMethod = components['schemas']['OfferedPaymentMethod'];

/** Until the server answers (or when it cannot be asked), both methods, as the sandbox of a demo takes them. */
const BOTH: readonly OfferedPaymentMethod[] = [
  { method: 'wave', provider: 'sandbox', demo: true },
  { method: 'orange-money', provider: 'sandbox', demo: true },
];

/** The methods this server's checkout offers (GET /payments/methods): only those a provider takes. */
export function useOfferedPaymentMethods(): readonly OfferedPaymentMethod[] {
  const query = useQuery(siteQueries.paymentMethods());
  return query.data && query.data.length > 0 ? query.data : BOTH;
}

/** The offered methods in the server's order, cash on delivery included when the shop takes it. */
export const methodsOf = (offered: readonly OfferedPaymentMethod[]): PaymentMethod[] =>
  offered.map((entry) => entry.method);
