import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';

/** What every service factory receives from buildApp. */
export interface ServiceContext {
  config: Config;
  database: DatabaseHandle;
}

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** Handlers keyed by the operationId of openapi.yaml; fastify-openapi-glue routes each operation to its handler. */
export type ServiceHandlers = Record<string, OperationHandler>;

/** Success envelope of DESIGN.md. */
export function ok<T>(data: T, message?: string): { success: true; data: T; message?: string } {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}
