import { operatorMessages } from '@teranga/messages';
/**
 * What an unexpected fault may put in the log. A database error's message names its SQL and parameters (an argon2 hash,
 * an email, a token...), and a PostgreSQL message can quote the value it refused: messages are dropped, only the
 * error's class, its SQLSTATE code (and the schema names of a constraint), and the stack's frames are kept.
 */

export interface SafeErrorLog {
  [key: string]: unknown;
  type: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** Kept for JavaScript's own programming errors, whose messages come from the code rather than from data. */
  message: string;
  stack: string;
  cause?: SafeErrorLog;
}

const CODE_MESSAGES = new Set(['TypeError', 'RangeError', 'ReferenceError']);
const MAX_MESSAGE = 200;
const MAX_CAUSES = 3;
/** In place of a message left out on purpose (so a reader knows it was not empty). */
const WITHHELD = operatorMessages.logs.masked;

// PostgreSQL's SQLSTATE (e.g. 23505, as pg and PGlite set it) or a Node/Fastify code (ERR_..., FST_ERR_...).
const CODE = /^[0-9A-Z_]{1,64}$/;

const schemaName = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[a-z0-9_]{1,63}$/.test(value) ? value : undefined;

/** The "    at ..." lines only: the stack's head repeats the message (with the SQL and its parameters). */
function frames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** The log form of any thrown value (pino `err` serializer of the whole app). */
export function safeErrorLog(error: unknown, depth = 0): SafeErrorLog {
  if (!(error instanceof Error)) return { type: typeof error, message: WITHHELD, stack: '' };
  const type = error.constructor?.name || error.name || 'Error';
  const fields = error as Error & Record<string, unknown>;
  const message = CODE_MESSAGES.has(type) ? error.message.slice(0, MAX_MESSAGE) : WITHHELD;
  const log: SafeErrorLog = { type, message, stack: frames(error.stack) };
  if (typeof fields.code === 'string' && CODE.test(fields.code)) log.code = fields.code;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const name = schemaName(fields[key]);
    if (name) log[key] = name;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) log.cause = safeErrorLog(error.cause, depth + 1);
  return log;
}
