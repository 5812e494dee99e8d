import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';

/** The NOTIFY channel instances on one PostgreSQL server tell each other of live changes on. */
export const liveChannel = 'kozos_live';

export interface LiveMessage {
  /** The announcing instance: it has served its own tabs already. */
  origin: string;
  kind: 'notifications' | 'counts' | 'comment';
  /** Notification ids, or user ids for counts and comments. */
  ids: string[];
  /** A comment's change (issue 26): `<itemType>:<itemId>:<commentId>:<change>`. */
  topic?: string;
}

const kinds = new Set<string>(['notifications', 'counts', 'comment']);
const topicPattern = /^(post|offer|event):[0-9a-f-]{36}:[0-9a-f-]{36}:(created|edited|deleted)$/;

/** NOTIFY refuses payloads of 8000 bytes or more: long lists go out in several messages. */
const idsPerMessage = 150;

/** `origin kind id id …`; a select, so the write clock does not count it as a write. */
export async function publishLive(db: Db, message: LiveMessage): Promise<void> {
  for (let at = 0; at < message.ids.length; at += idsPerMessage) {
    const ids = message.ids.slice(at, at + idsPerMessage);
    const head = message.topic
      ? [message.origin, message.kind, message.topic]
      : [message.origin, message.kind];
    const payload = [...head, ...ids].join(' ');
    await db.execute(sql`select pg_notify(${liveChannel}, ${payload})`);
  }
}

export function decodeLive(payload: string): LiveMessage | undefined {
  const [origin, kind, ...rest] = payload.split(' ');
  if (!origin || !kind || !kinds.has(kind)) return undefined;
  const topic = kind === 'comment' ? rest.shift() : undefined;
  if (kind === 'comment' && !topicPattern.test(topic ?? '')) return undefined;
  const ids = rest.filter((id) => /^[0-9a-f-]{36}$/.test(id));
  return { origin, kind: kind as LiveMessage['kind'], ids, ...(topic ? { topic } : {}) };
}

const retryMs = { first: 100, max: 5_000 };

/** The LISTEN connection, kept open and reopened with backoff. */
export function listenForLive(
  connectionString: string,
  handlers: {
    received: (message: LiveMessage) => void;
    reconnected: () => void;
    lost: (error?: Error) => void;
  },
) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry = retryMs.first;
  let timer: NodeJS.Timeout | undefined;
  let everConnected = false;

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString });
    let gone = false;
    const lose = (error?: Error) => {
      if (gone) return;
      gone = true;
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      if (closed) return;
      handlers.lost(error);
      timer = setTimeout(() => void listen(), retry);
      retry = Math.min(retry * 2, retryMs.max);
    };
    next.on('error', lose);
    next.on('end', () => lose());
    next.on('notification', (message) => {
      const decoded = message.channel === liveChannel && decodeLive(message.payload ?? '');
      if (decoded) handlers.received(decoded);
    });
    try {
      await next.connect();
      await next.query(`listen ${liveChannel}`);
    } catch (error) {
      lose(error as Error);
      return;
    }
    if (closed) {
      gone = true;
      await next.end();
      return;
    }
    client = next;
    retry = retryMs.first;
    if (everConnected) handlers.reconnected();
    everConnected = true;
  }

  const started = listen();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await started;
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
