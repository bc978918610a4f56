import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ID_LENGTH, ID_PATTERN } from '../src/constants.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = (name: string) => `${root}node_modules/.bin/${name}`;
const spec = readFileSync(`${root}openapi.yaml`, 'utf8');

describe('openapi.yaml', () => {
  it('lints with Redocly with no error', async () => {
    const { stdout, stderr } = await run(bin('redocly'), ['lint', 'openapi.yaml', '--format=summary'], {
      cwd: root,
    });
    expect(`${stdout}${stderr}`).toContain('Your API description is valid');
  }, 60_000);

  it('gives every operation a unique camelCase operationId, the ones the API routes on', () => {
    const ids = [...spec.matchAll(/^\s+operationId: (\S+)$/gm)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]+$/);
    expect(ids).toEqual(
      expect.arrayContaining([
        'login',
        'register',
        'forgotPassword',
        'resetPassword',
        'verifyToken',
        'logout',
        'googleAuth',
        'googleCallback',
        'facebookAuth',
        'facebookCallback',
        'updateProfile',
        'changePassword',
        'listCategories',
        'getCategory',
        'listCategoryProducts',
        'listProducts',
        'searchProducts',
        'getProductBySlug',
        'getProduct',
        'listRelatedProducts',
        'getHome',
        'listWishlist',
        'addToWishlist',
        'checkWishlist',
        'updateWishlistNote',
        'removeFromWishlist',
        'listSellerProducts',
        'createSellerProduct',
        'getSellerProduct',
        'updateSellerProduct',
        'deleteSellerProduct',
        'getSellerStats',
        'listSellerOrders',
        'updateSellerOrderStatus',
        'uploadProductImage',
        'listSellers',
        'setSellerStatus',
        'getMedia',
        'health',
      ]),
    );
  });

  // The contract is data, so it keeps its own copy of the id rule; this keeps the copy equal to the code's.
  it("states the shared id rule in its Id schema (ID_PATTERN, ID_LENGTH in the SDK's constants.ts)", () => {
    const schema = /^ {4}Id:\n((?: {6}.*\n)+)/m.exec(spec)?.[1] ?? '';
    expect(schema).toContain(`pattern: '${ID_PATTERN.source}'`);
    expect(schema).toContain(`minLength: ${ID_LENGTH}\n`);
    expect(schema).toContain(`maxLength: ${ID_LENGTH}\n`);
  });
});

describe('the generated types', () => {
  it('are up to date with openapi.yaml (npm run generate -w @teranga/sdk)', async () => {
    const sdk = `${root}packages/sdk`;
    await expect(
      run(
        bin('openapi-typescript'),
        ['../../openapi.yaml', '-o', 'src/schema.gen.ts', '--default-non-nullable', 'false', '--check'],
        { cwd: sdk },
      ),
    ).resolves.toBeDefined();
  }, 60_000);
});
