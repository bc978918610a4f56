/**
 * The one id rule of the shop: the server mints 24 lowercase hex characters (lib/ids.ts in the API), openapi.yaml's
 * `Id` schema says the same, and a client refuses anything else before a request, with the same answer the server
 * would give. A unit test keeps the contract's pattern equal to this one.
 */
export const ID_LENGTH = 24;

export const ID_PATTERN = new RegExp(`^[0-9a-f]{${ID_LENGTH}}$`);

/**
 * true for a product, user or wishlist id the server could have minted.
 * @example if (!isId(params.id)) return notFound();
 */
export const isId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value);
