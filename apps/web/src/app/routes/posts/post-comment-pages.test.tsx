import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { comment, post, postId } from '../../test/comment-fixtures';
import { fakeApi, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

/*
 * A long thread opens at its newest page and reads back on request (decision 210): the newest
 * page is asked for with `newest=true`, the one before it with `before=`.
 */

const older = [
  comment('c1', { body: 'First of all', mentions: [] }),
  comment('c2', { body: 'Second', mentions: [] }),
];
const newer = [
  comment('c3', { body: 'Third', mentions: [] }),
  comment('c4', { body: 'Newest', mentions: [] }),
];

function serveThread() {
  return fakeApi({
    [`GET /api/Post/${postId}`]: () => ok(post),
    'GET /api/Group/g1': () => ({ status: 404, body: { message: 'x', status: 404, errors: {} } }),
    'GET /api/Comment': (call) =>
      call.query.get('before') === 'before-c3'
        ? ok({ comments: older, nextCursor: 'after-c2', previousCursor: null, total: 4 })
        : call.query.get('newest') === 'true'
          ? ok({ comments: newer, nextCursor: null, previousCursor: 'before-c3', total: 4 })
          : ok({ comments: [], nextCursor: null, previousCursor: null, total: 4 }),
  });
}

/** The comments' texts in the order shown. */
const bodiesIn = (list: HTMLElement) =>
  within(list)
    .getAllByText(/^(First of all|Second|Third|Newest)$/)
    .map((text) => text.textContent);

describe('a long thread under a post', () => {
  it('opens at its newest comments and shows earlier ones above them on request', async () => {
    const calls = serveThread();
    renderApp(`/posts/${postId}`);
    const list = await screen.findByRole('list', { name: 'Comments' });
    await waitFor(() => expect(bodiesIn(list)).toEqual(['Third', 'Newest']));
    expect(calls.filter((c) => c.path === '/api/Comment')[0]?.query.get('newest')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier comments' }));
    await waitFor(() =>
      expect(bodiesIn(list)).toEqual(['First of all', 'Second', 'Third', 'Newest']),
    );
    expect(screen.queryByRole('button', { name: 'Show earlier comments' })).toBeNull();
    cleanup();
  });

  it('loads the earlier pages a link to an older comment needs, and scrolls to it', async () => {
    // jsdom lays nothing out and has no scrollIntoView: record whom the page scrolls to.
    const scrolledTo: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
    try {
      const calls = serveThread();
      renderApp(`/posts/${postId}#comment-c1`);
      const list = await screen.findByRole('list', { name: 'Comments' });
      await waitFor(() => expect(scrolledTo).toEqual(['comment-c1']));
      expect(bodiesIn(list)[0]).toBe('First of all');
      expect(calls.some((c) => c.query.get('before') === 'before-c3')).toBe(true);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      cleanup();
    }
  });
});
