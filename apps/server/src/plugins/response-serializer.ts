import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

/*
 * Responses are written by a serializer compiled from the contract's JSON schema (decision 220):
 * fast-json-stringify writes the properties the schema names, in its order, so the bytes are the
 * ones zod's encode + JSON.stringify gave, and a property the contract does not name (a column a
 * service forgot to drop) never reaches the wire. Outside production every answer is also checked
 * against the zod schema first, as before, so the test suite holds each route to its contract;
 * production trusts what the tests proved and skips that check, the largest part of a computed
 * feed page's serialisation.
 */

/**
 * Keywords that only validate: a serializer needs the shape, not the rules. `required` too:
 * fast-json-stringify writes required properties before optional ones, which would move an
 * optional property present (the dealer's `purchaseTime`) out of the contract's order.
 */
const validationOnly = new Set([
  'required',
  '$schema',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'multipleOf',
]);

type JsonSchema = Record<string, unknown>;

/** Keywords whose value maps names (properties, definitions) to schemas. */
const namedSchemas = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

function mapValues(map: unknown, change: (value: unknown) => unknown): unknown {
  if (!map || typeof map !== 'object') return map;
  return Object.fromEntries(Object.entries(map).map(([name, value]) => [name, change(value)]));
}

/** `anyOf: [X, {type: 'null'}]` with a typed X: X with `type: [t, 'null']`, no branch to try. */
function nullableOf(branches: JsonSchema[]): JsonSchema | undefined {
  if (branches.length !== 2) return undefined;
  const other = branches.find((branch) => branch.type !== 'null');
  if (!other || !branches.some((branch) => branch.type === 'null')) return undefined;
  if (typeof other.type !== 'string') return undefined;
  return { ...other, type: [other.type, 'null'] };
}

/**
 * A union of objects told apart by one property's constant (zod's discriminated union): an
 * if/then/else chain on that property, so a value is matched by one constant, not by validating
 * it against each whole branch.
 */
function discriminatedOf(branches: JsonSchema[]): JsonSchema | undefined {
  if (branches.length < 2 || !branches.every((branch) => branch.type === 'object'))
    return undefined;
  const propertiesOf = (branch: JsonSchema) =>
    (branch.properties ?? {}) as Record<string, JsonSchema | undefined>;
  const key = Object.keys(propertiesOf(branches[0]!)).find((name) =>
    branches.every((branch) => propertiesOf(branch)[name]?.const !== undefined),
  );
  if (key === undefined) return undefined;
  return branches.reduceRight<JsonSchema | undefined>(
    (rest, branch) =>
      rest && {
        if: { type: 'object', properties: { [key]: { const: propertiesOf(branch)[key]!.const } } },
        then: branch,
        else: rest,
      },
    undefined,
  );
}

/** The schema a serializer needs: validation keywords dropped, unions made cheap to resolve. */
export function serializationSchemaOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(serializationSchemaOf);
  if (!node || typeof node !== 'object') return node;
  const lean: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (validationOnly.has(key)) continue;
    // A map of names to schemas: its keys are the contract's property names, kept whatever they are.
    lean[key] = namedSchemas.has(key)
      ? mapValues(value, serializationSchemaOf)
      : serializationSchemaOf(value);
  }
  const branches = (lean.oneOf ?? lean.anyOf) as JsonSchema[] | undefined;
  if (!branches) return lean;
  const resolved = nullableOf(branches) ?? discriminatedOf(branches);
  if (!resolved) return lean;
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = lean;
  return { ...rest, ...resolved };
}

/** One compiled serializer per zod schema, shared by every app instance of the process. */
const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

/** The serializer of `schema`, compiled the first time a response of it is written. */
export function compiledSerializerOf(schema: z.ZodType): (data: unknown) => string {
  let stringify = compiled.get(schema);
  if (!stringify) {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    });
    stringify = fastJsonStringify(serializationSchemaOf(json) as Schema, {
      ajv: { strictTypes: false },
    });
    compiled.set(schema, stringify);
  }
  return stringify;
}

/**
 * Fastify's serializer compiler: the compiled serializer of each zod response schema, compiled
 * on first use (an app builds hundreds of routes; a test app answers a few); `checked` keeps
 * zod's check of every answer before it (development and tests).
 */
export function responseSerializerCompiler({
  checked,
}: {
  checked: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url } = route;
    if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route as never);
    return (data) => {
      if (checked) {
        const result = z.safeEncode(schema, data);
        if (result.error)
          throw new ResponseSerializationError(method, url, { cause: result.error });
      }
      return compiledSerializerOf(schema)(data);
    };
  };
}
