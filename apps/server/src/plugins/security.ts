import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';

/**
 * The CSP of the built Vite SPA: every script is a file of our own, Radix injects <style>
 * tags (hence 'unsafe-inline' for styles only), images may be data:/blob: previews. The
 * Swagger UI at /api/docs loads only external scripts, so it fits the same policy.
 */
export function contentSecurityDirectives(publicUrl: string): Record<string, string[] | null> {
  const https = publicUrl.startsWith('https://');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Over plain http (localhost) upgrading would break every request.
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/**
 * Helmet's headers on every response, 404s and errors included (onRequest). Its middleware is
 * built once: `@fastify/helmet` 13 called `helmet(configuration)` on every request, parsing the
 * CSP again each time, about 3 µs of a request's CPU (decision 214).
 */
export const securityPlugin = fp(
  (app: FastifyInstance, options: { publicUrl: string }) => {
    const https = options.publicUrl.startsWith('https://');
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityDirectives(options.publicUrl),
      },
      // HSTS over plain http would pin browsers to an https that does not exist.
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
      crossOriginEmbedderPolicy: false,
    });
    // Helmet 8 throws its errors rather than passing them on: its `next` has nothing to do.
    const next = () => undefined;
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, next);
      done();
    });
    return Promise.resolve();
  },
  { name: 'kozos-security' },
);
