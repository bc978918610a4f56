import { terangaStaffQueries } from '@teranga/headless/account-query';
import { sdk } from '../../sdk';

/** The staff desk's reads (their own module: storefront pages never load them). */
export const staffQueries = terangaStaffQueries(sdk);
