import { terangaOrderQueries } from '@teranga/headless/account-query';
import { sdk } from '../../sdk';

/** The customer's orders and public tracking (their own module: storefront pages never load them). */
export const orderQueries = terangaOrderQueries(sdk);
