import fc from 'fast-check';

/*
 * Hostile inputs for the route fuzz test (route-fuzz.test.ts): NUL bytes, huge strings, deep
 * nesting, malformed cursors, ids and dates, wrong types and empty bodies. Every string leaves
 * out "@", so no generated body can be a real sign-up, reset or invitation address: the fuzz
 * test must never make a legitimate write.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

const uuid = '00000000-0000-4000-8000-000000000000';

const knownNasty = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '../../etc/passwd',
  '%2e%2e%2f',
  'null',
  '[]',
  '{}',
  '-1',
  '1e309',
  'NaN',
  'true',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  `${uuid}x`,
  uuid.slice(1),
  uuid.toUpperCase().replace(/-/g, ''),
  '2020-01-01T00:00:00Z|------------------------------------',
  `9999-99-99T99:99:99Z|${uuid}`,
  `2020-01-01T00:00:00Z|${uuid}|x`,
  '0000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:01Z',
  '2020-02-30T00:00:00Z',
  'Invalid Date',
];

/** Strings no schema should accept blindly; never an e-mail address. */
export const nastyString: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 4, arbitrary: fc.constantFrom(...knownNasty) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ maxLength: 12 }).map((text) => `${text}\u0000`) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 120_000 }).map((n) => 'x'.repeat(n)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.date({ noInvalidDate: true }), fc.string({ maxLength: 40 }))
        .map(([date, tail]) => `${date.toISOString()}|${tail}`),
    },
  )
  .map((text) => text.replaceAll('@', '\u0000'));

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2, 0.5),
  nastyString,
);

/** Any JSON value, a few levels deep. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      nastyString.filter((key) => key.length < 50),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

/** A JSON document nested `depth` levels deep, closed or left open. */
const deepJson = fc
  .tuple(fc.integer({ min: 200, max: 6_000 }), fc.boolean(), fc.constantFrom('[', '{"a":'))
  .map(([depth, closed, open]) => {
    const start = open.repeat(depth);
    if (!closed) return start;
    return open === '[' ? `${start}${']'.repeat(depth)}` : `${start}1${'}'.repeat(depth)}`;
  });

function typesOf(schema: JsonSchema | undefined): string[] {
  const type = schema?.type;
  if (type === undefined) return [];
  return Array.isArray(type) ? type : [type];
}

/** A JSON value whose type the schema does not allow (a number where a string belongs...). */
function wrongTypeFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const allowed = typesOf(schema);
  const candidates: [string, fc.Arbitrary<unknown>][] = [
    ['string', nastyString],
    ['number', fc.double()],
    ['integer', fc.integer()],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['array', fc.array(scalar, { maxLength: 3 })],
    ['object', fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 2 })],
  ];
  const wrong = candidates.filter(([type]) => {
    if (allowed.includes(type)) return false;
    // Integers are numbers too.
    return !(type === 'integer' && allowed.includes('number'));
  });
  return fc.oneof(...wrong.map(([, arbitrary]) => arbitrary));
}

export interface RawBody {
  /** Sent as-is with `content-type: application/json`. */
  payload: string;
}

/**
 * A body the schema certainly refuses: not JSON, too deep, empty, not an object, or an object
 * with one required field of a type it may not have. Safe to send even when signed in.
 */
export function invalidBodyFor(schema: JsonSchema | undefined): fc.Arbitrary<RawBody> {
  const notAnObject = fc.oneof(scalar, fc.array(nastyValue, { maxLength: 4 }));
  const options: fc.Arbitrary<string>[] = [
    fc.constant(''),
    fc.constantFrom('{', '{"a":', 'nul', '\u0000', '{"a":1}}', "{'a':1}"),
    deepJson,
    notAnObject.map((value) => JSON.stringify(value) ?? 'null'),
  ];
  const required = (schema?.required ?? []).filter((key) => typesOf(schema?.properties?.[key]));
  if (required.length > 0) {
    const wrongField = fc
      .constantFrom(...required)
      .chain((key) =>
        fc
          .tuple(wrongTypeFor(schema?.properties?.[key]), nastyBodyFor(schema))
          .map(([value, rest]) => ({ ...(rest as object), [key]: value })),
      );
    options.push(wrongField.map((value) => JSON.stringify(value)));
  }
  return fc.oneof(...options).map((payload) => ({ payload }));
}

/** Any body: the invalid ones and objects of the schema's fields filled with nasty values. */
export function nastyBodyFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  if (keys.length === 0) return nastyValue;
  return fc.dictionary(fc.constantFrom(...keys), nastyValue, { maxKeys: keys.length });
}

export function anyBodyFor(schema: JsonSchema | undefined): fc.Arbitrary<RawBody> {
  return fc.oneof(
    invalidBodyFor(schema),
    nastyBodyFor(schema).map((value) => ({ payload: JSON.stringify(value) ?? 'null' })),
  );
}

/** A query parameter's value: a nasty string, or the parameter repeated. */
export function nastyQueryValue(schema: JsonSchema | undefined): fc.Arbitrary<string | string[]> {
  const outsideEnum = schema?.enum
    ? nastyString.filter((text) => !schema.enum?.includes(text))
    : nastyString;
  return fc.oneof(
    { weight: 4, arbitrary: outsideEnum },
    { weight: 1, arbitrary: fc.array(outsideEnum, { minLength: 2, maxLength: 3 }) },
  );
}
