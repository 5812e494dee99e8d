import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import type { Auth } from './auth';

/**
 * Google sign-in ends with Better Auth's session cookie in the browser, but the product API
 * accepts only bearer tokens. The SPA trades the cookie for its token once, here. Because a
 * cookie rides along on cross-site requests too, only a same-origin call may do it.
 */
export async function exchangeSessionCookie(
  auth: Auth,
  publicUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  if (!isSameOrigin(request, publicUrl)) throw forbidden();
  const context = await auth.$context;
  const cookie = context.authCookies.sessionToken;
  const value = cookieValue(request.headers.cookie, cookie.name);
  if (!value) throw unauthorized();
  const session = await auth.api.getSession({
    headers: new Headers({ cookie: `${cookie.name}=${value}` }),
  });
  if (!session) throw unauthorized();
  const attributes = cookie.attributes;
  reply.header(
    'set-cookie',
    `${cookie.name}=; Path=${attributes.path ?? '/'}; Max-Age=0; HttpOnly; SameSite=Lax${
      attributes.secure ? '; Secure' : ''
    }`,
  );
  // The signed cookie value is exactly what sign-in returns in set-auth-token.
  return decodeURIComponent(value);
}

function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === new URL(publicUrl).origin;
  // Browsers that send no Origin on a same-origin POST still send Fetch Metadata.
  return request.headers['sec-fetch-site'] === 'same-origin';
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
