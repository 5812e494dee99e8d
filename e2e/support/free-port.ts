import { createServer, type Server } from 'node:net';

function listenOnAnyPort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address && typeof address === 'object') resolvePort({ server, port: address.port });
      else reject(new Error('no port assigned'));
    });
  });
}

/**
 * Asks the kernel for `count` free loopback ports, all held open until every one is chosen, so
 * that no two are the same (a port released before the next was asked for could be handed out
 * again: one CI run failed with EADDRINUSE when the run's servers started).
 */
export async function findFreePorts(count: number): Promise<number[]> {
  const held = await Promise.all(Array.from({ length: count }, listenOnAnyPort));
  await Promise.all(
    held.map(({ server }) => new Promise<void>((closed) => server.close(() => closed()))),
  );
  return held.map(({ port }) => port);
}
