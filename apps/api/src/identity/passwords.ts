import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 declares its Algorithm as a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;

/** An argon2id hash (PHC string, salt and parameters included). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** False for a wrong password and for a malformed or missing hash, never an exception. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when no account matches, so that the answer time
 * does not tell whether an email or phone is registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('teranga-decoy-password');
  await verifyPassword(await decoyHash, password);
  return false;
}
