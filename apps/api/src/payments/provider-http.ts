import { convert } from '@teranga/headless';
import { paymentProviderMessages } from '@teranga/messages';

/**
 * Whole francs CFA for EUR cents, at the shop's one rate (@teranga/headless `convert`, 655 XOF per EUR): what Wave
 * and Orange Money are asked to collect, and what their events must say they collected.
 */
export const xofOf = (amountCents: number): number => Math.round(convert(amountCents / 100, 'EUR', 'XOF'));

/** A provider that could not be reached, or answered late: the caller may try again (a 503 for a webhook). */
export class ProviderUnavailableError extends Error {
  constructor(provider: string, options?: ErrorOptions) {
    super(paymentProviderMessages.unreachable(provider), options);
    this.name = 'ProviderUnavailableError';
  }
}

/** A provider's refusal, with its own words (kept for staff on a refused refund). */
export class ProviderRefusedError extends Error {
  constructor(
    provider: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(paymentProviderMessages.refused(provider, status, detailOf(body)));
    this.name = 'ProviderRefusedError';
  }
}

/** The provider's own explanation, when its error body has one (Wave: `message`, Orange: `message`/`description`). */
function detailOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return typeof body === 'string' ? body.slice(0, 200) : '';
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'description', 'code', 'error']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value.slice(0, 200);
  }
  return '';
}

export interface ProviderCall {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** A JSON body (object) or a form (URLSearchParams). */
  body?: unknown;
  timeoutMs: number;
}

/** One call to a provider: JSON answer on 2xx; a refusal or an unreachable provider as the errors above. */
export async function callProvider<T>(provider: string, call: ProviderCall): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  let body: string | undefined;
  if (call.body instanceof URLSearchParams) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = call.body.toString();
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  let response: Response;
  let text: string;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers,
      body,
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw new ProviderUnavailableError(provider, { cause: error });
  }
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {}
  // A 5xx is the provider's trouble, not a verdict: the caller tries again later.
  if (response.status >= 500) throw new ProviderUnavailableError(provider);
  if (!response.ok) throw new ProviderRefusedError(provider, response.status, parsed);
  if (typeof parsed !== 'object' || parsed === null) {
    throw new Error(paymentProviderMessages.malformedAnswer(provider));
  }
  return parsed as T;
}

/** A header's single value (Node gives arrays for repeated headers). */
export function headerOf(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
