import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { operatorMessages } from '@teranga/messages';
import { createExclusively, readIfExists } from './lib/exclusive-file.js';

/**
 * Secrets the server signs with (sessions today, webhooks later), resolved in one place: the environment variable,
 * else the file the server generated in its data folder, else a new random 256-bit secret written there (mode 0600).
 * Never a constant written in the sources: anyone can read those and forge a session.
 */
export interface SecretSpec {
  /** Environment variable that sets it, e.g. `JWT_SECRET`. */
  envVar: string;
  /** File under `<DATA_DIR>/secrets/` holding the generated one. */
  fileName: string;
}

export const SESSION_SECRET: SecretSpec = { envVar: 'JWT_SECRET', fileName: 'jwt-secret' };

/** 32 bytes: HS256 keys shorter than the hash size are guessable offline from one token. */
export const MIN_SECRET_BYTES = 32;

/** Secrets published in this project's history or in every tutorial: refused in production whatever their length. */
const KNOWN_SECRETS = new Set([
  'teranga-dev-secret-change-me-in-production',
  'secret',
  'changeme',
  'change-me',
  'password',
  'motdepasse',
  'jwt-secret',
  'jwt_secret',
  'your-secret',
  'your-secret-key',
  'supersecret',
  'teranga',
]);
const PLACEHOLDER = /change[-_ ]?me|changez[-_ ]?moi|your[-_ ]?secret|example|exemple/i;

/** A refusal the server prints (in French) before exiting with a non-zero code. */
export class UnsafeSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeSecretError';
  }
}

/** Why a secret must not be used in production, or undefined when it is acceptable. */
export function secretWeakness(secret: string): string | undefined {
  if (KNOWN_SECRETS.has(secret.trim().toLowerCase()) || PLACEHOLDER.test(secret)) {
    return operatorMessages.secrets.public;
  }
  if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES) {
    return operatorMessages.secrets.tooShort(MIN_SECRET_BYTES);
  }
  return undefined;
}

export interface ResolveSecretOptions {
  env: NodeJS.ProcessEnv;
  dataDir: string;
}

export function resolveSecret(spec: SecretSpec, { env, dataDir }: ResolveSecretOptions): string {
  const configured = env[spec.envVar];
  if (configured) {
    const weakness = env.NODE_ENV === 'production' ? secretWeakness(configured) : undefined;
    if (weakness) {
      throw new UnsafeSecretError(operatorMessages.secrets.refusedInProduction(spec.envVar, weakness));
    }
    return configured;
  }
  return readOrCreateSecretFile(join(dataDir, 'secrets', spec.fileName));
}

function readOrCreateSecretFile(path: string): string {
  const existing = readSecretFile(path);
  if (existing) return existing;
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  // If another process starting at the same moment got there first, both use its secret.
  if (createExclusively(path, `${secret}\n`, 0o600)) return secret;
  const winner = readSecretFile(path);
  if (!winner) throw new UnsafeSecretError(operatorMessages.secrets.emptyFile(path));
  return winner;
}

function readSecretFile(path: string): string | undefined {
  return readIfExists(path)?.trim() || undefined;
}
