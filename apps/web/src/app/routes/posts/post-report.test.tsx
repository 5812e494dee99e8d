import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { post, postId } from '../../test/comment-fixtures';
import { fakeApi, ok, type FakeCall } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

/** Someone else's post; POST …/Report answers `report`. */
function servePost(report: (call: FakeCall) => { status: number; body: unknown }) {
  return fakeApi({
    [`GET /api/Post/${postId}`]: () => ok(post),
    'GET /api/Group/g1': () => ({ status: 404, body: { message: 'x', status: 404, errors: {} } }),
    'GET /api/Comment': () =>
      ok({ comments: [], nextCursor: null, previousCursor: null, total: 0 }),
    [`POST /api/Post/${postId}/Report`]: report,
  });
}

async function sendReport() {
  fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Report this post' }));
  fireEvent.click(dialog.getByRole('radio', { name: 'Offensive or hurtful' }));
  fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
}

describe('reporting a post from its page (decision 205)', () => {
  it('sends the reason, then leaves a note instead of a button that could only fail', async () => {
    const calls = servePost(() => ({ status: 201, body: { id: 'r1' } }));
    renderApp(`/posts/${postId}`);
    await sendReport();
    expect(await screen.findByText('Reported to the group’s admins')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    const sent = calls.filter((call) => call.path === `/api/Post/${postId}/Report`);
    expect(sent.map((call) => call.body)).toEqual([{ reason: 'offensive' }]);
  });

  it('takes "already reported" (409) as done, in words about the item, not a comment', async () => {
    servePost(() => ({
      status: 409,
      body: { message: 'already_reported', status: 409, errors: {} },
    }));
    renderApp(`/posts/${postId}`);
    await sendReport();
    expect(await screen.findByText('You have already reported this.')).toBeTruthy();
    expect(screen.getByText('Reported to the group’s admins')).toBeTruthy();
    expect(screen.queryByText(/this comment/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});
