import {
  DELIVERY_ADDRESS_FIELDS,
  type DeliveryAddressField,
  ID_PATTERN,
  normalizePayerPhone,
  validateDeliveryAddress,
} from '@teranga/headless';
import { addressTexts } from '@teranga/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { asFields, type Fields } from '../http/field-rules.js';
import type { RuleMap } from '../http/route-rules.js';
import type { AddressValues } from './addresses.queries.js';

/** The form's rules (headless validateDeliveryAddress), answered as one 400 that lists each field's message. */
function refuse(messages: string[]): void {
  if (messages.length > 0) throw new HttpError(400, addressTexts.validation.title, messages);
}

/** A new address: every rule of the form. */
export const creationRefusals = (body: unknown): string[] =>
  Object.values(validateDeliveryAddress(asFields(body))).filter((m): m is string => Boolean(m));

/** A change: the rules of the fields it sends (one left out keeps its stored value, which passed them). */
export function changeRefusals(body: unknown): string[] {
  const fields = asFields(body);
  const errors = validateDeliveryAddress(fields);
  return DELIVERY_ADDRESS_FIELDS.filter((field) => field in fields)
    .map((field) => errors[field])
    .filter((m): m is string => Boolean(m));
}

function refuseMalformedId(request: FastifyRequest): void {
  if (!ID_PATTERN.test(String(asFields(request.params).id)))
    throw new HttpError(400, addressTexts.api.invalidId);
}

/** Before the contract's schema: a malformed id, then the address rules, so a client reads the form's own French. */
export const addressRules = {
  createAddress: { preValidation: (request) => refuse(creationRefusals(request.body)) },
  updateAddress: {
    preValidation: (request) => {
      refuseMalformedId(request);
      // A request without a body (or without its JSON content type) is not validated by the schema at all.
      if (typeof request.body !== 'object' || request.body === null) refuse([addressTexts.validation.title]);
      refuse(changeRefusals(request.body));
    },
  },
  deleteAddress: { preValidation: refuseMalformedId },
} satisfies RuleMap;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The stored form of each field a change sends: trimmed, the phone in E.164, an empty landmark removed. */
export function changedValues(body: Fields): Partial<AddressValues> {
  const values: Partial<AddressValues> = {};
  for (const field of DELIVERY_ADDRESS_FIELDS satisfies readonly DeliveryAddressField[]) {
    if (!(field in body)) continue;
    const value = text(body[field]);
    if (field === 'landmark') values.landmark = value || null;
    else values[field] = field === 'phone' ? normalizePayerPhone(value) : value;
  }
  return values;
}
