import { terangaReviewQueries } from '@teranga/headless/account-query';
import { sdk } from '../sdk';

/** The reviews' reads (their own module: only the lazy review screens load them). */
export const reviewQueries = terangaReviewQueries(sdk);
