import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { normalizeAuthError } from './auth-errors';
import { canonicalAuthPath, checkedAuthInput } from './auth-input';
import { authBasePath, clientIpHeader, type Auth } from './auth';
import { resolveOAuthAlias, type AuthTarget } from './oauth-aliases';
import { isEmailRegistered as isRegistered } from './identity.repository';
import { addressIn, type AuthRateLimits, type LimitScope } from './rate-limits';

export interface AuthRoutesOptions {
  auth: Auth;
  db: Db;
  limits: AuthRateLimits;
  publicUrl: string;
}

/** Better Auth endpoints that guess passwords or tokens or send mail, and their limit. */
const limitedPaths: Record<string, LimitScope> = {
  '/sign-in/email': 'sign-in',
  '/sign-up/email': 'sign-up',
  '/send-verification-email': 'verification-mail',
  '/request-password-reset': 'password-reset',
  '/reset-password': 'token',
  '/change-password': 'password-check',
};

// Hop-by-hop and length headers describe the incoming connection, not the rebuilt request.
const skippedRequestHeaders = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  clientIpHeader,
]);
// Fastify sets its own length and @fastify/compress its own encoding.
const skippedResponseHeaders = new Set(['content-length', 'content-encoding', 'set-cookie']);

/**
 * Better Auth under /api/auth/*. Fastify has already parsed the body, so this builds a web
 * Request from it and calls `auth.handler` (not toNodeHandler, which wants the raw stream),
 * then copies status, headers and body back, turning errors into our error shape.
 */
export const authRoutes: FastifyPluginCallbackZod<AuthRoutesOptions> = (app, options, done) => {
  // An OIDC provider may post its callback as a form; Better Auth parses it itself.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, parsed) => parsed(null, body),
  );
  app.route({
    method: ['GET', 'POST'],
    url: `${authBasePath}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = canonicalAuthPath(request.url);
      // Better Auth's endpoints are lower case; a path in other letters is limited all the same.
      const scope = request.method === 'POST' ? limitedPaths[path.toLowerCase()] : undefined;
      if (scope) await options.limits.check(request, reply, scope);
      const target = resolveOAuthAlias(path, checkedAuthInput(path, request));
      const response = await options.auth.handler(toWebRequest(request, target, options.publicUrl));
      if (
        isSignUpRace(target.path, response) &&
        (await isEmailRegistered(options.db, target.body))
      ) {
        return reply.code(409).send(normalizeAuthError(target.path, 409, emailRegisteredCode));
      }
      return sendAuthResponse(reply, target.path, response);
    },
  });
  done();
};

const emailRegisteredCode = { code: 'EMAIL_REGISTERED' };

/**
 * Two sign-ups of one address at once both pass the duplicate check; the second insert fails
 * and Better Auth answers 422 FAILED_TO_CREATE_USER. If the address now exists, that is 409.
 */
function isSignUpRace(path: string, response: Response): boolean {
  return path.toLowerCase() === '/sign-up/email' && response.status === 422;
}

async function isEmailRegistered(db: Db, body: unknown): Promise<boolean> {
  const email = addressIn(body);
  return email !== undefined && (await isRegistered(db, email));
}

function toWebRequest(request: FastifyRequest, target: AuthTarget, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || skippedRequestHeaders.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(clientIpHeader, request.ip);
  const body = target.body;
  const hasBody = request.method !== 'GET' && body !== undefined && body !== null;
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return new Request(new URL(`${authBasePath}${target.path}${query}`, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
  });
}

async function sendAuthResponse(reply: FastifyReply, path: string, response: Response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (!skippedResponseHeaders.has(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    const error = normalizeAuthError(path, response.status, parseJson(text));
    return reply.code(error.status).type('application/json; charset=utf-8').send(error);
  }
  return reply.send(text === '' ? undefined : text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
