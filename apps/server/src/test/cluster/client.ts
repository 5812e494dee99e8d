import http from 'node:http';
import { createParser } from 'eventsource-parser';

/* The cluster tier's HTTP client: requests and a live stream from `clientAddress`. */

/** The client's own address: a loopback address that is not the proxy's. */
export const clientAddress = '127.0.0.2';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request on a connection of its own, from `clientAddress`. */
export function request(options: {
  port: number;
  path: string;
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        path: options.path,
        method: options.method ?? 'GET',
        localAddress: clientAddress,
        agent: false,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * A browser tab's live stream through `port` that reconnects when the server ends it (as the
 * web's live client does, without its wait), and counts its connections and events.
 */
export class ReconnectingTab {
  connections = 0;
  reconnectHints = 0;
  notifications: string[] = [];
  failures: string[] = [];
  connected = false;
  #stopped = false;
  #current: http.ClientRequest | undefined;

  constructor(
    private readonly port: number,
    private readonly token: string,
  ) {
    this.#open();
  }

  #open(): void {
    if (this.#stopped) return;
    const outgoing = http.get(
      {
        host: '127.0.0.1',
        port: this.port,
        path: '/api/Notification/Live',
        localAddress: clientAddress,
        agent: false,
        headers: { accept: 'text/event-stream', authorization: `Bearer ${this.token}` },
      },
      (response) => {
        if (response.statusCode !== 200) {
          this.failures.push(`status ${response.statusCode}`);
          response.resume();
          response.on('end', () => this.#open());
          return;
        }
        this.connections += 1;
        this.connected = true;
        const parser = createParser({
          onEvent: (event) => {
            if (event.event === 'reconnect') this.reconnectHints += 1;
            if (event.event === 'notification') this.notifications.push(event.data);
          },
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => parser.feed(chunk));
        response.on('end', () => {
          this.connected = false;
          this.#open();
        });
        response.on('error', () => undefined);
      },
    );
    outgoing.on('error', (error) => {
      if (this.#stopped) return;
      this.connected = false;
      this.failures.push(error.message);
      this.#open();
    });
    this.#current = outgoing;
  }

  stop(): void {
    this.#stopped = true;
    this.#current?.destroy();
  }
}
