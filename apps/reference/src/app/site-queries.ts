import { terangaSiteQueries } from '@teranga/headless/query';
import { sdk } from '../sdk';

/** What any page may ask beside the catalogue (sign-in providers, payment methods, the bell, newsletter links). */
export const siteQueries = terangaSiteQueries(sdk);
