import {
  containsNul,
  errorMessages,
  invalidCharacterMessage,
  SignUpBody,
  type FieldErrors,
} from '@kozos/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, notFound, validationFailed } from '../errors';
import { fieldErrorsFromZod } from '../plugins/validation-errors';
import { authBasePath } from './auth';

/*
 * What may reach Better Auth (decision 050). Our rate limits and checks look at the path and
 * body we hand to `auth.handler`, so both must be the ones Better Auth acts on.
 */

/**
 * The path below /api/auth of a request, when its raw URL is canonical: segments of letters,
 * digits, `-` and `_` only. `./`, `//`, percent-escapes (`%2e`) and a trailing `/` are refused
 * (404) instead of being normalised: a path that is routed is exactly the path that is limited.
 */
export function canonicalAuthPath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  const path = pathname.startsWith(`${authBasePath}/`) ? pathname.slice(authBasePath.length) : '';
  if (!/^(\/[\w-]+)+$/.test(path)) throw notFound();
  return path;
}

/**
 * The body to hand to Better Auth for `path`: strings without NUL bytes everywhere (PostgreSQL
 * cannot store them), and for sign-up only the fields it uses, within PATCH /api/User's limits.
 */
export function checkedAuthInput(path: string, request: FastifyRequest): unknown {
  refuseNul(request.query, 'query');
  const body = request.body;
  if (typeof body === 'string') refuseNul(Object.fromEntries(new URLSearchParams(body)), 'body');
  else refuseNul(body, 'body');
  if (path.toLowerCase() !== '/sign-up/email' || request.method !== 'POST') return body;
  const signUp = SignUpBody.safeParse(body ?? {});
  if (!signUp.success) throw validationFailed(fieldErrorsFromZod(signUp.error, body));
  return signUp.data;
}

/** Throws a 400 naming every field of `input` (nested: `a.b`) whose text holds U+0000. */
function refuseNul(input: unknown, root: string): void {
  const errors: FieldErrors = {};
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string' && containsNul(value)) {
      errors[path.length > 0 ? path.join('.') : root] = [invalidCharacterMessage];
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (containsNul(key))
          throw new AppError(400, errorMessages.validation, { [root]: [invalidCharacterMessage] });
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
