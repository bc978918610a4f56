import { terangaReturnQueries } from '@teranga/headless/account-query';
import { sdk } from '../../sdk';

/** The returns' reads (their own module: only order and seller pages load them). */
export const returnQueries = terangaReturnQueries(sdk);
