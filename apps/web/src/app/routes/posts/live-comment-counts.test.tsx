import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CommentLiveEvent, PostResponse } from '@kozos/contract';
import { post as postFixture } from '../../test/comment-fixtures';
import { fakeApi, kertUtca, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

/*
 * Live comment counts on the feed's cards (issue 26, decision 211): the live stream's `comment`
 * event carries the item's count, and the card on screen shows it without asking the server.
 */

const post: PostResponse = { ...postFixture, commentCount: 2 };

/** The live stream as the server opens it: `send` writes a `comment` event; it stays open. */
function liveStream() {
  const encoder = new TextEncoder();
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  const response = new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        stream = controller;
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
  return {
    response,
    send: (event: CommentLiveEvent) =>
      stream?.enqueue(encoder.encode(`event: comment\ndata: ${JSON.stringify(event)}\n\n`)),
  };
}

describe('comment counts on the feed', () => {
  it('follow the live comment events without another request', async () => {
    const calls = fakeApi({
      'GET /api/Group': () => ok([kertUtca]),
      'GET /api/Feed': () => ok([{ id: post.id, type: 'post', data: post }]),
    });
    const api = globalThis.fetch;
    const stream = liveStream();
    const streamOpened = vi.fn();
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      if (!input.startsWith('/api/Notification/Live')) return api(input, init);
      streamOpened();
      return Promise.resolve(stream.response);
    });
    renderApp('/');
    const card = await screen.findByRole('article', { name: postFixture.title });
    expect(within(card).getByRole('link', { name: '2 comments' })).toBeTruthy();
    await vi.waitFor(() => expect(streamOpened).toHaveBeenCalled());
    const feedRequests = calls.filter((call) => call.path === '/api/Feed').length;
    const event = { itemType: 'post', itemId: post.id, commentId: 'c3' } as const;
    stream.send({ ...event, change: 'created', commentCount: 3 });
    expect(await within(card).findByRole('link', { name: '3 comments' })).toBeTruthy();
    stream.send({ ...event, change: 'deleted', commentCount: 2 });
    expect(await within(card).findByRole('link', { name: '2 comments' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/Feed')).toHaveLength(feedRequests);
  });
});
