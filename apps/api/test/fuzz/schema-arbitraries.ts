import fc from 'fast-check';

/** A JSON Schema node of openapi.yaml, once its local `$ref`s are replaced by what they point to. */
export type Schema = Record<string, unknown>;

/** Values the fuzz leans on so that handlers go past "not found" (ids and slugs that exist in the test database). */
export interface KnownValues {
  ids: string[];
  slugs: string[];
}

/** Replaces every `{ $ref: '#/...' }` of a node by the node it names (the contract has no recursive schemas). */
export function resolveRefs(root: Schema, node: unknown, depth = 0): unknown {
  if (depth > 40) return {};
  if (Array.isArray(node)) return node.map((item) => resolveRefs(root, item, depth + 1));
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as Schema).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Schema)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
    return resolveRefs(root, target, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, resolveRefs(root, value, depth + 1)]),
  );
}

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const HUGE = 100_000;

/** Text meant to break things: NUL, lone surrogates, prototype names, 100 KB, SQL and markup, odd Unicode. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom('\u0000', '\ud800', 'a\udc00b', '\udbff\udbff', 'x\ud83d'),
  fc.constantFrom(`${'x'.repeat(HUGE)}`, `${'é'.repeat(HUGE / 2)}`, `${'😀'.repeat(HUGE / 4)}`),
  fc.constantFrom(
    "' OR 1=1 --",
    '%',
    '%00',
    '\\',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '$' + '{}',
    '{{x}}',
  ),
  fc.constantFrom('', ' ', '\t\n', '\u202e', '\ufeff', 'e\u0301', 'ǅ', '𝔘𝔫𝔦', '\u00a0'),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** An object whose own keys are prototype names (JSON.stringify writes a `__proto__` own key as any other). */
const prototypeKeyed: fc.Arbitrary<Record<string, unknown>> = fc
  .uniqueArray(fc.constantFrom(...PROTOTYPE_NAMES), { minLength: 1, maxLength: 3 })
  .map((keys) => {
    const polluted = keys.map((key) => withOwnKeys(JSON.parse(`{"${key}":{"polluted":true}}`)));
    return withOwnKeys(...polluted);
  });

/** The value one time in eight, else null (fc.option's `freq` is the other way round: the odds of null). */
export const rarely = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/** Merges as own properties (Object.assign would set the prototype of the result for a `__proto__` key). */
function withOwnKeys(...sources: object[]): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return target;
}

/** Arrays in arrays (or objects in objects) far deeper than any body of the contract. */
const deeplyNested: fc.Arbitrary<unknown> = fc.integer({ min: 50, max: 3000 }).map((depth) => {
  let value: unknown = 'fond';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
});

/** A value of any wrong shape: a hostile string, a number, null, a list, an object with prototype keys... */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53, 0.5, true, false, null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  prototypeKeyed,
  deeplyNested,
);

function stringMatching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((text) => text.length <= 200);
  } catch {
    return undefined; // a pattern fast-check cannot generate from (lookaheads): plain strings instead
  }
}

function stringArbitrary(schema: Schema, name: string, known: KnownValues): fc.Arbitrary<string> {
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  if (pattern === '^[0-9a-f]{24}$' || /id$/i.test(name)) {
    return fc.oneof(fc.constantFrom(...known.ids), fc.stringMatching(/^[0-9a-f]{24}$/));
  }
  if (name === 'slug' || name === 'category') return fc.constantFrom(...known.slugs);
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  const fromPattern = pattern ? stringMatching(pattern) : undefined;
  if (fromPattern) return fromPattern;
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.max(minLength, Math.min(Number(schema.maxLength ?? 40), 60));
  return fc.string({ minLength, maxLength });
}

/** A value shaped by the schema (types, enums, bounds, patterns, formats); its parts may still be hostile. */
export function validish(schema: Schema, name: string, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(variants))
    return fc.oneof(...variants.map((variant) => validish(variant, name, known, depth)));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [String(schema.type ?? 'object')];
  return fc.oneof(...types.map((type) => ofType(type, schema, name, known, depth)));
}

function ofType(
  type: string,
  schema: Schema,
  name: string,
  known: KnownValues,
  depth: number,
): fc.Arbitrary<unknown> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 100_000;
  switch (type) {
    case 'string':
      return stringArbitrary(schema, name, known);
    case 'integer':
      return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    case 'number':
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      return fc.array(fuzzValue(items, name, known, depth + 1), {
        maxLength: Math.min(Number(schema.maxItems ?? 4), 4),
      });
    }
    default:
      return objectArbitrary(schema, known, depth);
  }
}

function objectArbitrary(schema: Schema, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant({});
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  const shaped = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, fuzzValue(value, key, known, depth + 1)]),
    ),
    { requiredKeys: required.filter((key) => key in properties) },
  );
  // Now and then an unknown or prototype-named key is added to an otherwise shaped object.
  const extra = rarely(fc.dictionary(hostileString, hostileValue, { minKeys: 1, maxKeys: 2 }));
  return fc
    .tuple(shaped, rarely(prototypeKeyed), extra)
    .map(([base, prototypes, unknown]) => withOwnKeys(unknown ?? {}, base, prototypes ?? {}));
}

/** Mostly schema-shaped values, one time in five a hostile one: the mix reaches handlers and still probes them. */
export function fuzzValue(
  schema: Schema,
  name: string,
  known: KnownValues,
  depth = 0,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: validish(schema, name, known, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}
