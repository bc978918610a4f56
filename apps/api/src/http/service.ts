import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';

/** What every resource's handler factory receives from buildApp. */
export interface ServiceContext {
  config: Config;
  database: DatabaseHandle;
}

/**
 * The success envelope of DESIGN.md, the one way a handler answers. Another status than 200 is set on the reply
 * first (`reply.code(201)`). `data` undefined: an answer that only says something (logout, a removal).
 */
export function ok<T>(data: T, message?: string): { success: true; data?: T; message?: string } {
  return {
    success: true,
    ...(data === undefined ? {} : { data }),
    ...(message === undefined ? {} : { message }),
  };
}
