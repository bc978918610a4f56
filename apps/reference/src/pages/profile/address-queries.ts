import { terangaAddressQueries } from '@teranga/headless/account-query';
import { sdk } from '../../sdk';

/** The customer's address book (« Mes adresses », and the checkout's choice of an address). */
export const addressQueries = terangaAddressQueries(sdk);
