import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export const securityPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const https = options.publicUrl.startsWith('https://');
    await app.register(helmet, {
      // Applied in onRequest so 404s and errors carry the headers too.
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityDirectives(options.publicUrl),
      },
      // HSTS over plain http would pin browsers to an https that does not exist.
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'kozos-security' },
);
