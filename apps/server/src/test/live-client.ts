import { createParser, type EventSourceMessage } from 'eventsource-parser';

/*
 * A tab's live connection as the web app opens it: fetch with the bearer header, the stream
 * read as Server-Sent Events. Tests read what arrived and close it.
 */

export interface LiveEventSeen {
  event: string;
  id: string | undefined;
  data: { count: number; notification?: { id: string; type: string; path: string } };
}

export interface TestLiveConnection {
  status: number;
  events: LiveEventSeen[];
  /** The last `retry:` the server sent, in milliseconds. */
  retryMs(): number | undefined;
  /** Settles when the server ended the stream ('end') or it broke or was closed ('error'). */
  ended: Promise<'end' | 'error'>;
  close(): void;
}

export async function openLive(
  baseUrl: string,
  token: string | null,
  lastEventId?: string,
): Promise<TestLiveConnection> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/Notification/Live`, {
    headers: {
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: LiveEventSeen[] = [];
  if (!response.ok || !response.body) {
    await response.text();
    return {
      status: response.status,
      events,
      retryMs: () => undefined,
      ended: Promise.resolve('end'),
      close: () => undefined,
    };
  }
  let retryMs: number | undefined;
  const parser = createParser({
    onRetry: (ms) => (retryMs = ms),
    onEvent: (message: EventSourceMessage) =>
      events.push({
        event: message.event ?? 'message',
        id: message.id,
        data: JSON.parse(message.data) as LiveEventSeen['data'],
      }),
  });
  const decoder = new TextDecoder();
  const ended = (async () => {
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        parser.feed(decoder.decode(chunk, { stream: true }));
      }
      return 'end' as const;
    } catch {
      // Aborted by close(), or the connection broke.
      return 'error' as const;
    }
  })();
  return {
    status: response.status,
    events,
    retryMs: () => retryMs,
    ended,
    close: () => controller.abort(),
  };
}
