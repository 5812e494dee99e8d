// The server tests' local push service, in its own process for the browser specs. Chromium in
// this sandbox cannot reach its vendor's push service, so a spec gives the page a subscription
// made here (support/push.ts): the app under test registers it and pushes to it (trusting the
// certificate through NODE_EXTRA_CA_CERTS), and the service decrypts each push as a browser
// would. Specs drive it over HTTP: POST /browsers makes a subscription, GET /browsers/<id>
// lists what reached it.
// Run: node --import tsx e2e/support/push-service.ts <httpsPort> <httpPort> <certDir>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import {
  startTestPushService,
  type PushServiceBrowser,
} from '../../apps/server/src/test/push-service';

const [httpsPort, httpPort] = process.argv.slice(2, 4).map(Number);
const certDir = process.argv[4];
if (!httpsPort || !httpPort || !certDir) {
  throw new Error('usage: push-service.ts <httpsPort> <httpPort> <certDir>');
}

const service = await startTestPushService({
  port: httpsPort,
  certificate: {
    cert: readFileSync(join(certDir, 'cert.pem'), 'utf8'),
    key: readFileSync(join(certDir, 'key.pem'), 'utf8'),
  },
});
const browsers = new Map<string, PushServiceBrowser>();

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const reply = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'POST' && url.pathname === '/browsers') {
    const browser = service.newBrowser();
    browsers.set(browser.id, browser);
    return reply(201, { id: browser.id, subscription: JSON.parse(browser.token) as unknown });
  }
  const browser = browsers.get(url.pathname.replace('/browsers/', ''));
  if (request.method === 'GET' && browser) {
    return reply(200, { received: browser.received, refused: service.refused });
  }
  if (request.method === 'GET' && url.pathname === '/ready') return reply(200, {});
  reply(404, { message: 'not_found' });
}).listen(httpPort, '127.0.0.1');
