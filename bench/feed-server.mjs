// The real server (apps/server/src/server.ts, same config, same plugins) plus reference endpoints
// for the feed bench: GET /bench/reference answers, from memory, exactly the bytes and content
// type that BENCH_REFERENCE_PATH (default /api/Feed) answered the bench user once at start, and
// GET /bench/reference/offers those of /api/Offer (the market); GET /bench/memory gives
// process.memoryUsage(). Comparing each with its route
// separates the cost of the route (auth, queries, serialisation) from the cost of HTTP.
// Bench only: the production entry point (main.ts) has no such route. Runs on the compiled
// server (apps/server/dist, scripts/build-server.mjs), as production does; bench/lib.mjs builds
// it first when it is stale.
import { getHeapSpaceStatistics } from 'node:v8';
import { loadConfig } from '../apps/server/dist/config.js';
import { startServer, stopOnSignals } from '../apps/server/dist/server.js';

const token = process.env.BENCH_TOKEN ?? 'bench-0';
const references = {
  '/bench/reference': process.env.BENCH_REFERENCE_PATH ?? '/api/Feed',
  '/bench/reference/offers': '/api/Offer',
};
const captured = new Map();

// Captured before the server listens, so /healthz answering means the references are ready.
async function capture(app, path) {
  const answer = await app.inject({
    method: 'GET',
    url: path,
    headers: { authorization: `Bearer ${token}` },
  });
  if (answer.statusCode !== 200)
    throw new Error(`${path} answered ${answer.statusCode}: ${answer.body}`);
  return { type: String(answer.headers['content-type']), body: answer.rawPayload };
}

const config = loadConfig();
const running = await startServer(config, {
  extend: async (app) => {
    for (const route of Object.keys(references)) {
      app.get(route, (_request, reply) => {
        const reference = captured.get(route);
        return reply.type(reference.type).send(reference.body);
      });
    }
    // What holds the process's memory (V8 heap, buffers outside it), for the bench's report.
    // `spaces`: the size of each of V8's heap spaces (new, old, code, large objects…) in bytes.
    app.get('/bench/memory', () => ({
      ...process.memoryUsage(),
      spaces: Object.fromEntries(
        getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]),
      ),
    }));
    // The first inject makes the app ready: every route is registered before it.
    for (const [route, path] of Object.entries(references)) {
      captured.set(route, await capture(app, path));
    }
  },
});
stopOnSignals(running, {
  timeoutMs: config.shutdownTimeoutMs,
  drainMs: config.shutdownDrainMs,
});
