import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

/**
 * Compiling the contract's route schemas (Ajv validators, fast-json-stringify serializers) was most of the seconds an
 * app took to build. A process that builds several apps (the test suite builds hundreds; a server builds one) compiles
 * each distinct schema once: a compiled validator or serializer keeps no state between calls, so apps with the same
 * options can share it. The key is the schema's JSON, since each app's schemas are fresh copies of openapi.yaml.
 */
const validators = new Map<string, unknown>();
const serializers = new Map<string, (document: unknown) => string>();

interface Compiling {
  compile(schema: unknown, meta?: boolean): unknown;
}

/** Ajv's `onCreate`: every Ajv instance of an app built with these options answers from (and fills) one cache. */
function rememberValidators(ajv: Compiling): void {
  const compile = ajv.compile.bind(ajv);
  ajv.compile = (schema, meta) => {
    if (meta !== undefined) return compile(schema, meta);
    const key = JSON.stringify(schema);
    let validate = validators.get(key);
    if (!validate) {
      validate = compile(schema);
      validators.set(key, validate);
    }
    return validate;
  };
}

type SerializerFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildSerializer'];

// Fastify's own serializer compiler (its dependency, found from Fastify), wrapped with the cache.
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const SerializerSelector = requireFromFastify(
  '@fastify/fast-json-stringify-compiler',
) as () => NonNullable<SerializerFactory>;

const buildSerializer: SerializerFactory = (externalSchemas, serializerOptions) => {
  const compile = SerializerSelector()(externalSchemas, serializerOptions);
  const options = JSON.stringify([externalSchemas, serializerOptions]);
  return (route) => {
    const key = `${options}${JSON.stringify(route.schema)}`;
    let serialize = serializers.get(key);
    if (!serialize) {
      serialize = compile(route);
      serializers.set(key, serialize);
    }
    return serialize;
  };
};

/** Fastify options that share compiled schemas between the apps of this process (Fastify's defaults otherwise). */
export const sharedSchemaCompilers = {
  ajv: { onCreate: rememberValidators as (ajv: object) => void },
  schemaController: { compilersFactory: { buildSerializer } },
} satisfies Pick<FastifyServerOptions, 'ajv' | 'schemaController'>;
