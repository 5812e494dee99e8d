import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { CommentLiveEvent, LiveCountEvent, NotificationResponse } from '@kozos/contract';
import { z } from 'zod';

/*
 * The tab's live stream (decision 103): GET /api/Notification/Live read with fetch, so the
 * bearer token travels in the Authorization header and never in a URL. Reconnects with backoff
 * (at once when the server asks) and sends Last-Event-ID, so what arrived meanwhile is replayed;
 * ids already seen are skipped.
 */

export const LiveNotificationEvent = z.object({
  notification: NotificationResponse,
  count: z.number().int(),
});
export type LiveNotificationEvent = z.infer<typeof LiveNotificationEvent>;

export interface LiveHandlers {
  count(count: number): void;
  notification(event: LiveNotificationEvent): void;
  /** A comment thread changed (issue 26): an open thread reloads. */
  comment(event: CommentLiveEvent): void;
  /** True while the stream is open (the badge polls while it is not). */
  connected(open: boolean): void;
}

const backoffMs = { first: 1_000, max: 30_000 };
/**
 * A server shutting down ends the stream with a `reconnect` event and a `retry:` (issue 27.3):
 * the tab reconnects at once (to another instance), at a random moment within that many ms so
 * the tabs of one instance do not all arrive together.
 */
const defaultRetryMs = 250;

/** Opens the stream and keeps it open until the returned function is called. */
export function openLiveStream(token: string, handlers: LiveHandlers): () => void {
  const controller = new AbortController();
  const seen = new Set<string>();
  let lastEventId: string | undefined;
  let delay = backoffMs.first;
  let retryMs = defaultRetryMs;
  let reconnectNow = false;

  const onEvent = (message: EventSourceMessage) => {
    if (message.event === 'reconnect') {
      reconnectNow = true;
      return;
    }
    const data: unknown = JSON.parse(message.data);
    if (message.event === 'count') {
      const parsed = LiveCountEvent.safeParse(data);
      if (parsed.success) handlers.count(parsed.data.count);
      return;
    }
    if (message.event === 'comment') {
      const parsed = CommentLiveEvent.safeParse(data);
      if (parsed.success) handlers.comment(parsed.data);
      return;
    }
    if (message.event !== 'notification') return;
    const parsed = LiveNotificationEvent.safeParse(data);
    if (!parsed.success) return;
    if (message.id) lastEventId = message.id;
    handlers.count(parsed.data.count);
    if (seen.has(parsed.data.notification.id)) return;
    seen.add(parsed.data.notification.id);
    handlers.notification(parsed.data);
  };

  async function readOnce(): Promise<'again' | 'stop'> {
    const response = await fetch('/api/Notification/Live', {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      cache: 'no-store',
      signal: controller.signal,
    });
    // A refused token will not be accepted on retry; the next request's 401 ends the session.
    if (response.status === 401 || response.status === 403) return 'stop';
    if (!response.ok || !response.body) return 'again';
    handlers.connected(true);
    delay = backoffMs.first;
    const parser = createParser({ onEvent, onRetry: (ms) => (retryMs = ms) });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'again';
      parser.feed(value);
    }
  }

  void (async () => {
    while (!controller.signal.aborted) {
      const outcome = await readOnce().catch(() => 'again' as const);
      handlers.connected(false);
      if (outcome === 'stop' || controller.signal.aborted) return;
      const wait = reconnectNow ? Math.random() * retryMs : delay;
      if (!reconnectNow) delay = Math.min(delay * 2, backoffMs.max);
      reconnectNow = false;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return () => controller.abort();
}
