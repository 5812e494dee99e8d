import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream } from './live-connection';

/*
 * The tab's reconnect (issue 27.3): a stream the server ends with a `reconnect` event (its
 * instance shuts down) is opened again at once; a stream that just ends waits for the backoff.
 * fetch is the browser's, stubbed here with streams the test writes.
 */

const encoder = new TextEncoder();

/** A stream that sends `text` and then ends (or stays open when `text` is undefined). */
function eventStream(text: string | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (text === undefined) return;
      controller.enqueue(encoder.encode(text));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** Opens the stream against `first`, and answers how long until the second fetch came. */
async function reconnectDelay(first: string): Promise<number> {
  let endedAt = 0;
  const second = new Promise<number>((resolve) => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', () => {
      calls.push('fetch');
      if (calls.length === 1) {
        endedAt = performance.now();
        return Promise.resolve(eventStream(first));
      }
      resolve(performance.now() - endedAt);
      return Promise.resolve(eventStream(undefined));
    });
  });
  const connected: boolean[] = [];
  const stop = openLiveStream('token', {
    count: () => undefined,
    notification: () => undefined,
    comment: () => undefined,
    connected: (open) => connected.push(open),
  });
  try {
    return await second;
  } finally {
    stop();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the live stream', () => {
  it('reconnects at once when the server ends it with a reconnect event', async () => {
    const delay = await reconnectDelay(
      'retry: 3000\n\nevent: count\ndata: {"count":1}\n\nretry: 250\nevent: reconnect\ndata: {}\n\n',
    );
    expect(delay).toBeLessThan(800);
  });

  it('waits for the backoff when the stream just ends', async () => {
    const delay = await reconnectDelay('retry: 3000\n\nevent: count\ndata: {"count":1}\n\n');
    expect(delay).toBeGreaterThanOrEqual(900);
  });

  it('hands a comment event to its handler, and skips one that is not one', async () => {
    const comments: unknown[] = [];
    const itemId = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        eventStream(
          'event: comment\ndata: {"itemType":"post"}\n\n' +
            `event: comment\ndata: {"itemType":"post","itemId":"${itemId}","commentId":"c1","change":"created"}\n\n`,
        ),
      ),
    );
    const stop = openLiveStream('token', {
      count: () => undefined,
      notification: () => undefined,
      comment: (event) => comments.push(event),
      connected: () => undefined,
    });
    try {
      await expect.poll(() => comments.length).toBe(1);
      expect(comments).toEqual([{ itemType: 'post', itemId, commentId: 'c1', change: 'created' }]);
    } finally {
      stop();
    }
  });
});
