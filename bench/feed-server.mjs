// The real server (apps/server/src/server.ts, same config, same plugins) plus one reference
// endpoint for the feed bench: GET /bench/reference answers, from memory, exactly the bytes and
// content type that BENCH_REFERENCE_PATH answered the bench user once at start. Comparing the
// two separates the cost of the feed (auth, queries, serialisation) from the cost of HTTP.
// Bench only: the production entry point (main.ts) has no such route.
import { loadConfig } from '../apps/server/src/config.ts';
import { startServer, stopOnSignals } from '../apps/server/src/server.ts';

const referencePath = process.env.BENCH_REFERENCE_PATH ?? '/api/Feed';
const token = process.env.BENCH_TOKEN ?? 'bench-0';
let reference = { type: 'text/plain', body: Buffer.from('not captured yet') };

// Captured before the server listens, so /healthz answering means the reference is ready.
async function captureReference(app) {
  const answer = await app.inject({
    method: 'GET',
    url: referencePath,
    headers: { authorization: `Bearer ${token}` },
  });
  if (answer.statusCode !== 200)
    throw new Error(`${referencePath} answered ${answer.statusCode}: ${answer.body}`);
  reference = { type: String(answer.headers['content-type']), body: answer.rawPayload };
}

const running = await startServer(loadConfig(), {
  extend: async (app) => {
    app.get('/bench/reference', (_request, reply) =>
      reply.type(reference.type).send(reference.body),
    );
    await captureReference(app);
  },
});
stopOnSignals(running);
