import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import selfsigned from 'selfsigned';

/*
 * A local push service as the tests' stand-in for FCM or Mozilla's: HTTPS with a self-signed
 * certificate (the app trusts it through `agent`), and "browsers" whose subscriptions it hands
 * out. Each push is decrypted as a browser does (RFC 8291 aes128gcm with http_ece) with that
 * browser's private key and auth secret, so a test reads exactly what a phone would show.
 */

interface Browser {
  ecdh: ECDH;
  authSecret: Buffer;
  /** What the service answers a push with: 201, or 404/410 once the browser unsubscribed. */
  status: number;
  received: unknown[];
}

export interface PushServiceBrowser {
  id: string;
  /** `JSON.stringify(pushSubscription)`, as the web app sends it. */
  token: string;
  endpoint: string;
  received: unknown[];
  /** From now on the service answers this subscription's pushes with `status`. */
  answer(status: number): void;
}

export interface TestPushService {
  /** Trusts the service's self-signed certificate (for buildApp's `pushAgent`). */
  agent: Agent;
  /** The `host:port` to allow in PUSH_SERVICE_HOSTS. */
  host: string;
  newBrowser(): PushServiceBrowser;
  /** Pushes that arrived without a VAPID authorization, or failed to decrypt. */
  refused: string[];
  close(): Promise<void>;
}

export interface TestCertificate {
  /** PEM: the certificate, which is also its own CA (NODE_EXTRA_CA_CERTS can name it). */
  cert: string;
  /** PEM: its private key. */
  key: string;
}

/** A self-signed certificate for 127.0.0.1. */
export async function testCertificate(): Promise<TestCertificate> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { cert: pems.cert, key: pems.private };
}

/**
 * Starts the service on `port` (any free one by default) with `certificate` (a new one by
 * default; the browser specs make one before the app starts, so the app can trust it).
 */
export async function startTestPushService(
  options: { port?: number; certificate?: TestCertificate } = {},
): Promise<TestPushService> {
  const pems = options.certificate ?? (await testCertificate());
  const browsers = new Map<string, Browser>();
  const refused: string[] = [];
  const server: Server = createServer({ key: pems.key, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const browser = browsers.get(req.url?.replace('/push/', '') ?? '');
      if (!browser) return void res.writeHead(404).end();
      if (browser.status !== 201) return void res.writeHead(browser.status).end();
      const authorization = req.headers.authorization ?? '';
      if (!/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(authorization)) {
        refused.push(`no VAPID authorization: ${authorization}`);
        return void res.writeHead(401).end();
      }
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.authSecret.toString('base64url'),
        });
        browser.received.push(JSON.parse(plain.toString('utf8')));
        res.writeHead(201).end();
      } catch (error) {
        refused.push(String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    agent: new Agent({ ca: pems.cert }),
    host: `127.0.0.1:${port}`,
    refused,
    newBrowser() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const browser: Browser = { ecdh, authSecret: randomBytes(16), status: 201, received: [] };
      browsers.set(id, browser);
      const endpoint = `https://127.0.0.1:${port}/push/${id}`;
      const keys = {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: browser.authSecret.toString('base64url'),
      };
      return {
        id,
        endpoint,
        token: JSON.stringify({ endpoint, expirationTime: null, keys }),
        received: browser.received,
        answer: (status) => {
          browser.status = status;
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
