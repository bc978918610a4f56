import { ID_PATTERN, validateReview, validateReviewAnswer } from '@teranga/headless';
import { orderMessages, reviewRuleTexts as texts } from '@teranga/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { asFields, type Fields } from '../http/field-rules.js';
import type { RuleMap } from '../http/route-rules.js';

function refuseMalformedId(request: FastifyRequest, message: string): void {
  if (!ID_PATTERN.test(String(asFields(request.params).id))) throw new HttpError(400, message);
}

/** The JSON body, or the 400 a request without one gets (the contract's schema does not validate a missing body). */
function bodyOf(request: FastifyRequest, missing: string): Fields {
  const { body } = request;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, missing);
  return asFields(body);
}

/**
 * The review calls' own words, before the contract's schema: a malformed id, then the review rule of
 * @teranga/headless (the form's own messages: « Choisissez une note de 1 à 5 étoiles »...). Writing reviews is
 * limited per client address, so nobody floods the product pages.
 */
export const reviewRules = {
  listOrderReviews: {
    preValidation: (request) => refuseMalformedId(request, orderMessages.invalidOrderId),
  },
  createReview: {
    rateLimit: 'reviews',
    preValidation: (request) => {
      const body = bodyOf(request, texts.ratingRequired);
      if (!ID_PATTERN.test(String(body.orderLineId))) throw new HttpError(400, texts.invalidLineId);
      const result = validateReview({ rating: body.rating, text: body.text });
      if (!result.valid) throw new HttpError(400, result.first ?? texts.ratingRequired, result.messages);
    },
  },
  answerReview: {
    preValidation: (request) => {
      refuseMalformedId(request, texts.invalidReviewId);
      const refusal = validateReviewAnswer(bodyOf(request, texts.answerTooShort(2)).text);
      if (refusal) throw new HttpError(400, refusal);
    },
  },
  setReviewVisibility: {
    preValidation: (request) => {
      refuseMalformedId(request, texts.invalidReviewId);
      bodyOf(request, texts.answerTooShort(2));
    },
  },
} satisfies RuleMap;
