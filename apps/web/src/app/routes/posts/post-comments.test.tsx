import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CommentResponse, MentionableMember } from '@kozos/contract';
import { comment, post, postId } from '../../test/comment-fixtures';
import { fakeApi, ok, type FakeCall } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

const members: MentionableMember[] = [
  { id: 'u3', name: 'Péter Nagy', username: 'peter' },
  { id: 'u4', name: 'Petra Kovács', username: 'petra' },
];

const draftKey = `kozos.commentDraft.u1.post:${postId}`;

/** The post page over a thread; POST /api/Comment answers `send` (a failure by default). */
function servePost(
  thread: CommentResponse[],
  send: (call: FakeCall) => { status: number; body: unknown },
) {
  return fakeApi({
    [`GET /api/Post/${postId}`]: () => ok(post),
    'GET /api/Group/g1': () => ({ status: 404, body: { message: 'x', status: 404, errors: {} } }),
    'GET /api/Comment': () =>
      ok({ comments: thread, nextCursor: null, previousCursor: null, total: thread.length }),
    'GET /api/Comment/Mentionable': (call) =>
      ok(members.filter((member) => member.username.startsWith(call.query.get('q') ?? ''))),
    'POST /api/Comment': send,
  });
}

function commentBox(): HTMLTextAreaElement {
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Write a comment' });
}

function type(box: HTMLTextAreaElement, text: string) {
  fireEvent.change(box, { target: { value: text, selectionStart: text.length } });
  box.setSelectionRange(text.length, text.length);
  fireEvent.select(box);
}

describe('the comments under a post', () => {
  it('show the thread with replies, the deleted marker and linked mentions', async () => {
    servePost(
      [
        comment('c1'),
        comment('c2', {
          parentId: 'c1',
          body: 'Me too',
          mentions: [],
          editedTime: post.creationTime,
        }),
        comment('c3', { deleted: true, body: '', mentions: [] }),
        comment('c4', { parentId: 'c3', body: 'Still here', mentions: [] }),
      ],
      () => ok(),
    );
    renderApp(`/posts/${postId}`);
    const list = await screen.findByRole('list', { name: 'Comments' });
    const first = within(list).getAllByRole('article', { name: 'Comment by Béla Szabó' })[0]!;
    expect(within(first).getByRole('link', { name: '@anna' }).getAttribute('href')).toBe(
      '/users/u1',
    );
    const replies = within(list).getAllByRole('list', { name: 'Replies to Béla Szabó' });
    expect(within(replies[0]!).getByText('Me too')).toBeTruthy();
    expect(within(replies[0]!).getByText(/edited/)).toBeTruthy();
    expect(within(list).getByRole('article', { name: 'Comment deleted' })).toBeTruthy();
    expect(within(replies[1]!).getByText('Still here')).toBeTruthy();
  });

  it('show an author’s profile picture, and initials for one without (issue 25)', async () => {
    // jsdom loads no image: take every <img> as loaded, as a browser would.
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const width = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(64);
    try {
      const avatar = {
        id: '7a9619ff-8b86-4d01-b42d-00cf4fc964ff',
        width: 400,
        height: 300,
        thumbhash: '3noCBYDu7v/u7v7u7v///zQ0AAAQ',
        widths: [320],
        alt: '',
      };
      servePost(
        [
          comment('c1', { author: { id: 'u2', name: 'Béla Szabó', username: 'bela', avatar } }),
          comment('c2', {
            author: { id: 'u3', name: 'Péter Nagy', username: 'peter' },
            mentions: [],
          }),
        ],
        () => ok(),
      );
      renderApp(`/posts/${postId}`);
      const list = await screen.findByRole('list', { name: 'Comments' });
      const pictured = within(list).getByRole('article', { name: 'Comment by Béla Szabó' });
      await waitFor(() =>
        expect(pictured.querySelector('img')?.getAttribute('src')).toContain(avatar.id),
      );
      const plain = within(list).getByRole('article', { name: 'Comment by Péter Nagy' });
      expect(plain.querySelector('img')).toBeNull();
      expect(within(plain).getByText('PN')).toBeTruthy();
    } finally {
      complete.mockRestore();
      width.mockRestore();
    }
  });

  it('offers members after @ as a listbox: arrows move, Enter takes, Escape closes', async () => {
    servePost([], () => ok());
    renderApp(`/posts/${postId}`);
    expect(await screen.findByText(/No comments yet/)).toBeTruthy();
    const box = commentBox();
    box.focus();
    type(box, 'Thanks @pe');
    const listbox = await screen.findByRole('listbox', { name: 'Members to mention' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
    ]);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('Thanks @petra ');
    expect(screen.queryByRole('listbox')).toBeNull();

    type(box, 'Thanks @petra and @pe');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.value).toBe('Thanks @petra and @pe');
  });

  it('keeps the draft when sending fails, and after leaving the screen', async () => {
    const calls = servePost([], () => ({
      status: 429,
      body: { message: 'too_many_requests', status: 429, errors: {} },
    }));
    renderApp(`/posts/${postId}`);
    await screen.findByText(/No comments yet/);
    type(commentBox(), 'Is it organic?');
    expect(JSON.parse(localStorage.getItem(draftKey) ?? '{}')).toMatchObject({
      text: 'Is it organic?',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText(/You have written many comments in a short time/)).toBeTruthy();
    expect(commentBox().value).toBe('Is it organic?');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      itemType: 'post',
      itemId: postId,
      body: 'Is it organic?',
    });

    cleanup();
    renderApp(`/posts/${postId}`);
    await screen.findByText(/No comments yet/);
    expect(commentBox().value).toBe('Is it organic?');
  });

  it('clears the box and the draft once the comment is sent', async () => {
    servePost([], (call) => ok(comment('c9', { body: (call.body as { body: string }).body })));
    renderApp(`/posts/${postId}`);
    await screen.findByText(/No comments yet/);
    type(commentBox(), 'See you there');
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(commentBox().value).toBe(''));
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it('opens an unsent reply again with its draft, and Cancel discards it', async () => {
    servePost([comment('c1')], () => ok());
    renderApp(`/posts/${postId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reply to Béla Szabó' }));
    const reply = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Reply to Béla Szabó' });
    type(reply, 'Count me in');

    cleanup();
    renderApp(`/posts/${postId}`);
    const again = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      name: 'Reply to Béla Szabó',
    });
    expect(again.value).toBe('Count me in');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Reply to Béla Szabó' })).toBeNull();
    expect(localStorage.getItem(`${draftKey}.reply:c1`)).toBeNull();
  });

  it('tells a group admin whose comment Delete removes, and deletes it', async () => {
    servePost([comment('c1', { canDelete: true })], () => ok());
    renderApp(`/posts/${postId}`);
    const item = await screen.findByRole('article', { name: 'Comment by Béla Szabó' });
    expect(within(item).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    expect(within(dialog).getByText(/The comment by Béla Szabó will be removed/)).toBeTruthy();
  });

  it('shows others a hidden comment as hidden, and its author the text with the reason', async () => {
    servePost(
      [
        comment('c1', { hidden: true, body: '', mentions: [] }),
        comment('c2', {
          author: { id: 'u1', name: 'Anna Kiss', username: 'anna' },
          body: 'Buy my stuff',
          mentions: [],
          hidden: true,
          hiddenReason: 'advertising',
        }),
      ],
      () => ok(),
    );
    renderApp(`/posts/${postId}`);
    expect(await screen.findByRole('article', { name: 'Hidden by an admin' })).toBeTruthy();
    const mine = screen.getByRole('article', { name: 'Comment by Anna Kiss' });
    expect(within(mine).getByText('Buy my stuff')).toBeTruthy();
    expect(within(mine).getByText(/An admin hid this comment: advertising\./)).toBeTruthy();
  });

  it('reports a comment to the admins, asking for a text when the reason is other', async () => {
    const reported: FakeCall[] = [];
    fakeApi({
      [`GET /api/Post/${postId}`]: () => ok(post),
      'GET /api/Comment': () =>
        ok({
          comments: [comment('c1', { canReport: true })],
          nextCursor: null,
          previousCursor: null,
          total: 1,
        }),
      'POST /api/Comment/c1/Report': (call) => {
        reported.push(call);
        return ok({});
      },
    });
    renderApp(`/posts/${postId}`);
    const item = await screen.findByRole('article', { name: 'Comment by Béla Szabó' });
    fireEvent.click(within(item).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report the comment by Béla Szabó' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText('Tell the admins what is wrong', {
        selector: '[role=alert]',
      }),
    ).toBeTruthy();
    expect(reported).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'Not about the post' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]?.body).toEqual({ reason: 'other', text: 'Not about the post' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
