import type { FastifyReply } from 'fastify';
import { describe, expect, expectTypeOf, test } from 'vitest';
import {
  type HandlerMap,
  type OperationHandler,
  type OperationId,
  type OperationRequest,
  QUERY_DEFAULTS,
} from '../src/http/handler-map.js';
import { loadSpecification } from '../src/http/openapi.js';

type Parameter = { name?: string; in?: string; schema?: { default?: unknown }; $ref?: string };
type Operation = { operationId?: string; parameters?: Parameter[] };

const spec = loadSpecification() as {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter> };
};

function operationById(id: string): Operation | undefined {
  return Object.values(spec.paths)
    .flatMap((item) => Object.values(item))
    .find((operation) => operation.operationId === id);
}

const resolved = (parameter: Parameter): Parameter =>
  parameter.$ref ? (spec.components.parameters[parameter.$ref.split('/').at(-1) ?? ''] ?? {}) : parameter;

const anyHandler: OperationHandler<OperationId> = () => undefined;
const everyOperation = () =>
  Object.fromEntries(
    Object.values(spec.paths)
      .flatMap((item) => Object.values(item))
      .map((operation) => [operation.operationId, anyHandler]),
  );

describe('the handler map is typed by the contract', () => {
  test('a map that misses an operation of openapi.yaml does not compile', () => {
    const { health: _left, ...withoutHealth } = everyOperation() as HandlerMap;
    // @ts-expect-error -- `health` is missing: an operation the contract names and no handler serves.
    const missing: HandlerMap = withoutHealth;
    // The form app.ts uses: `{...} satisfies HandlerMap`.
    // @ts-expect-error -- same: `health` is missing.
    const spread = { ...withoutHealth } satisfies HandlerMap;
    expect(Object.hasOwn(missing, 'health')).toBe(false);
    expect(Object.hasOwn(spread, 'health')).toBe(false);
  });

  test('a handler reads its parameters, query and body with the operation’s types', () => {
    expectTypeOf<OperationRequest<'getProduct'>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<OperationRequest<'listProducts'>['query']['page']>().toEqualTypeOf<number>();
    expectTypeOf<OperationRequest<'listProducts'>['query']['minPrice']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<OperationRequest<'login'>['body']['emailOrPhone']>().toEqualTypeOf<string>();
    // The contract makes the profile body optional.
    expectTypeOf<OperationRequest<'updateProfile'>['body']>().toBeNullable();
    expectTypeOf<HandlerMap['getProduct']>().parameter(1).toEqualTypeOf<FastifyReply>();
  });

  test('the query parameters read as always there have a default in openapi.yaml', () => {
    const entries = Object.entries(QUERY_DEFAULTS);
    expect(entries.length).toBeGreaterThan(0);
    for (const [operationId, names] of entries) {
      const parameters = (operationById(operationId)?.parameters ?? []).map(resolved);
      for (const name of names) {
        const parameter = parameters.find((candidate) => candidate.name === name && candidate.in === 'query');
        expect(parameter?.schema?.default, `${operationId} ${name}`).toBeDefined();
      }
    }
  });
});
