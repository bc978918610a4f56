import sharp from 'sharp';
import { setSellerStatus } from '../src/sellers/seller-status.queries.js';
import type { TestServer } from './helpers.js';
import { type Account, registerAccount, uniqueEmail } from './identity-helpers.js';

/** A seller whom staff approved: only they may upload a product's photos. */
export async function approvedSeller(server: TestServer, name = 'vendeur'): Promise<Account> {
  const seller = await registerAccount(server, { role: 'seller', email: uniqueEmail(name) });
  await setSellerStatus(server.database.db, seller.user.id, 'approved');
  return seller;
}

/** A grey picture under noise: it hardly compresses, so its file is as big as a real photo's, or bigger. */
export const noisyPicture = (width: number, height: number, sigma = 40) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 120, sigma },
    },
  });
