import {
  controlCharacterMessage,
  invalidCharacterMessage,
  validationMessages,
  type FieldErrors,
} from '@kozos/contract';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';

type Context = 'body' | 'querystring' | 'params' | 'headers';

/*
 * Turns zod issues (as fastify-type-provider-zod hands them to Fastify) into the field
 * messages the web client maps (spec §5): "<field> is required", "must be a string with a
 * maximum length of N", or a message key such as 'invalid_email'.
 */

/** Field errors for a failed schema validation of `context` on `request`. */
export function fieldErrorsFromValidation(
  request: FastifyRequest,
  context: Context,
  issues: FastifySchemaValidationError[],
): FieldErrors {
  const input = requestPart(request, context);
  // Fastify validates a missing body as null, which yields one root issue; checking `{}`
  // instead names every required field, which is what a form can show.
  if (input === undefined || input === null) {
    const schema = request.routeOptions.schema?.[context];
    if (schema instanceof z.ZodType) {
      const retry = schema.safeParse({});
      if (!retry.success) return collect(retry.error.issues.map(fromZodIssue), {}, context);
    }
  }
  return collect(issues.map(fromFastifyIssue), input, context);
}

/** The parts of an issue the messages depend on: zod's code and its own fields. */
interface Issue {
  path: string[];
  code: string;
  message?: string;
  params: Record<string, unknown>;
}

function fromFastifyIssue(issue: FastifySchemaValidationError): Issue {
  const path = issue.instancePath.split('/').filter((part) => part !== '');
  return { path, code: issue.keyword, message: issue.message, params: issue.params };
}

function fromZodIssue(issue: z.core.$ZodIssue): Issue {
  const { path, code, message, ...params } = issue;
  return { path: path.map(String), code, message, params };
}

function collect(issues: Issue[], input: unknown, context: Context): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : context;
    const missing = valueAt(input, issue.path) === undefined;
    (errors[field] ??= []).push(messageFor(issue, field, missing));
  }
  return errors;
}

/** One issue's message; `params` are the zod issue's own fields (maximum, origin, ...). */
export function messageFor(issue: Issue, field: string, missing: boolean): string {
  const params = issue.params;
  switch (issue.code) {
    case 'invalid_type':
      return missing ? validationMessages.required(field) : validationMessages.invalid;
    case 'too_big':
      if (params.origin === 'string' && typeof params.maximum === 'number') {
        return validationMessages.maxLength(params.maximum);
      }
      return validationMessages.invalid;
    case 'too_small':
      return tooSmallMessage(params, field);
    case 'custom':
      // A NUL byte (050) or a line break in a one-line field (123) is named as such: the field
      // may look fine on screen.
      return issue.message === invalidCharacterMessage || issue.message === controlCharacterMessage
        ? issue.message
        : validationMessages.invalid;
    case 'invalid_format':
      return params.format === 'email'
        ? validationMessages.invalidEmail
        : validationMessages.invalid;
    default:
      return validationMessages.invalid;
  }
}

function tooSmallMessage(params: Record<string, unknown>, field: string): string {
  const { origin, minimum, inclusive } = params;
  if (origin === 'string' && typeof minimum === 'number') {
    // An empty string where text is needed reads to a user as a missing value.
    return minimum <= 1
      ? validationMessages.required(field)
      : validationMessages.minLength(minimum);
  }
  if ((origin === 'number' || origin === 'bigint') && minimum === 0) {
    return inclusive === false
      ? validationMessages.greaterThanZero
      : validationMessages.notNegative;
  }
  if ((origin === 'number' || origin === 'bigint') && minimum === 1 && inclusive !== false) {
    return validationMessages.greaterThanZero;
  }
  return validationMessages.invalid;
}

function requestPart(request: FastifyRequest, context: Context): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
  }
}

function valueAt(input: unknown, path: string[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Field errors for a failed `safeParse` of `input` outside Fastify's validation (e.g. /api/auth). */
export function fieldErrorsFromZod(error: z.ZodError, input: unknown): FieldErrors {
  return collect(error.issues.map(fromZodIssue), input, 'body');
}
