import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@kozos/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler';

// Vite puts content-hashed files under /assets/: a new build gets new names, so cache forever.
const immutable = 'public, max-age=31536000, immutable';
// Everything else (index.html, sw.js, manifest) must be revalidated to pick up a new build.
const revalidate = 'no-cache';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built web app from `webDistDir` when it has an index.html, and owns the
 * not-found handler: unknown API calls, non-GET requests and missing assets get the JSON
 * 404; any other GET gets index.html so the SPA router can draw the page.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: { webDistDir: string }) => {
    const hasIndex = existsSync(path.join(options.webDistDir, 'index.html'));
    if (hasIndex) {
      await app.register(fastifyStatic, {
        root: options.webDistDir,
        // Routes per file found at start, so unknown paths reach the not-found handler.
        wildcard: false,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          const relative = path.relative(options.webDistDir, filePath);
          reply.header('cache-control', relative.startsWith('assets') ? immutable : revalidate);
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (hasIndex && wantsSpaPage(request)) return sendSpaIndex(reply);
      return sendError(reply, 404, errorMessages.notFound);
    });
  },
  { name: 'kozos-static-web' },
);

function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  // A missing hashed asset must stay a 404: HTML served as a script fails confusingly.
  return !isApiPath(url) && !url.startsWith('/assets/');
}

function sendSpaIndex(reply: FastifyReply) {
  return reply
    .header('cache-control', revalidate)
    .type('text/html; charset=utf-8')
    .sendFile('index.html');
}
