import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportResponse, GroupListItem } from '@kozos/contract';
import { fakeApi, kertUtca, me, ok, type FakeCall } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

const postId = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
const member: GroupListItem = { ...kertUtca, myMembership: { id: 'm2', isAdmin: false } };

function report(id: string, fields: Partial<ReportResponse> = {}): ReportResponse {
  return {
    id,
    kind: 'comment',
    reason: 'offensive',
    text: 'Rude to a neighbour',
    reporter: { id: 'u3', name: 'Cili Tóth', username: 'cili' },
    creationTime: '2026-03-01T12:00:00.000Z',
    status: 'open',
    resolvedTime: null,
    group: { id: 'g1', name: 'Kert utca' },
    target: {
      id: 'c1',
      itemType: 'post',
      itemId: postId,
      author: { id: 'u2', name: 'Béla Szabó', username: 'bela' },
      body: 'Nobody wants your pears',
      hidden: false,
    },
    ...fields,
  };
}

/**
 * The server's reports: `open` until hidden or dismissed, then under that status. My groups
 * answer `groups` (an admin of Kert utca by default).
 */
function serveReports(groups: GroupListItem[] = [kertUtca], user = me) {
  let current = report('r1');
  const calls = fakeApi(
    {
      'GET /api/Group': () => ok(groups),
      'GET /api/Report': (call: FakeCall) =>
        ok(call.query.get('status') === current.status ? [current] : []),
      'GET /api/Report/Count': () => ok({ open: current.status === 'open' ? 1 : 0 }),
      'POST /api/Report/r1/Hide': (call) => {
        const { reason } = call.body as { reason: string };
        if (!reason.trim())
          return { status: 400, body: { message: 'x', status: 400, errors: { reason: 'x' } } };
        current = { ...current, status: 'hidden', target: { ...current.target, hidden: true } };
        return ok(current);
      },
      'POST /api/Report/r1/Dismiss': () => {
        current = { ...current, status: 'dismissed' };
        return ok(current);
      },
    },
    user,
  );
  return calls;
}

async function reportCard() {
  return within(await screen.findByRole('article', { name: 'Report on a comment by Béla Szabó' }));
}

describe('the reports screen', () => {
  it('shows what was reported, where, why and by whom, and the open count in the nav', async () => {
    serveReports();
    renderApp('/reports');
    const card = await reportCard();
    expect(card.getByText('Nobody wants your pears')).toBeTruthy();
    expect(card.getByText('in Kert utca')).toBeTruthy();
    expect(card.getByText(/Offensive or hurtful/)).toBeTruthy();
    expect(card.getByText(/Rude to a neighbour/)).toBeTruthy();
    expect(card.getByText(/Reported by Cili Tóth/)).toBeTruthy();
    expect(card.getByRole('link', { name: 'Open it under the post' }).getAttribute('href')).toBe(
      `/posts/${postId}#comment-c1`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open panel' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Personal menu' }));
    expect(menu.getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/reports');
    expect(await menu.findByRole('img', { name: '1 open report' })).toBeTruthy();
  });

  it('hides only with a reason, which goes to the server; then nothing is left to review', async () => {
    const calls = serveReports();
    renderApp('/reports');
    const card = await reportCard();
    fireEvent.click(card.getByRole('button', { name: 'Hide' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Hide the comment by Béla Szabó?' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Hide comment' }));
    expect(await dialog.findByText(/Write why it is hidden/)).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/Hide'))).toBe(false);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Why (sent to the author)' }), {
      target: { value: 'Be kind to neighbours' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Hide comment' }));
    expect(await screen.findByText('No reports — nothing to review')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/Hide'))?.body).toEqual({
      reason: 'Be kind to neighbours',
    });
    // The filter shows it among the hidden ones, without actions.
    fireEvent.click(screen.getByRole('radio', { name: 'Hidden' }));
    const hidden = await reportCard();
    expect(hidden.queryByRole('button', { name: 'Hide' })).toBeNull();
  });

  it('dismisses after asking what happens', async () => {
    const calls = serveReports();
    renderApp('/reports');
    fireEvent.click((await reportCard()).getByRole('button', { name: 'Dismiss' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText(/The comment by Béla Szabó stays as it is/)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Dismiss report' }));
    expect(await screen.findByText('No reports — nothing to review')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/Report/r1/Dismiss')).toBe(true);
  });

  it('offers no link to a hidden post its admins can no longer open (decision 205)', async () => {
    const hiddenPost = report('r2', {
      kind: 'post',
      status: 'hidden',
      target: {
        id: postId,
        itemType: 'post',
        itemId: postId,
        author: { id: 'u2', name: 'Béla Szabó', username: 'bela' },
        body: 'Cheap honey, call now',
        hidden: true,
      },
    });
    fakeApi({
      'GET /api/Group': () => ok([kertUtca]),
      'GET /api/Report': (call: FakeCall) =>
        ok(call.query.get('status') === 'hidden' ? [hiddenPost] : []),
      'GET /api/Report/Count': () => ok({ open: 0 }),
    });
    renderApp('/reports?status=hidden');
    const card = within(
      await screen.findByRole('article', { name: 'Report on a post by Béla Szabó' }),
    );
    expect(card.getByText('Cheap honey, call now')).toBeTruthy();
    expect(card.getByText('Only its author can open it now.')).toBeTruthy();
    expect(card.queryByRole('link', { name: 'Open the post' })).toBeNull();
  });

  it('lets the site administrator read other groups’ reports without resolving them', async () => {
    serveReports([member], { ...me, isAdmin: true });
    renderApp('/reports');
    const card = await reportCard();
    expect(card.getByText(/Only the admins of this group can hide/)).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('tells a member who administers no group whose screen it is, with no nav entry', async () => {
    const calls = serveReports([member]);
    renderApp('/reports');
    expect(await screen.findByText('For group admins')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open panel' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Personal menu' }));
    expect(menu.getByRole('link', { name: 'Groups' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: 'Reports' })).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/Group')).toBe(true));
    expect(calls.some((call) => call.path.startsWith('/api/Report'))).toBe(false);
  });

  it('shows the error with Retry when the reports cannot be loaded', async () => {
    fakeApi({
      'GET /api/Group': () => ok([kertUtca]),
      'GET /api/Report/Count': () => ok({ open: 0 }),
      'GET /api/Report': () => ({
        status: 500,
        body: { message: 'unexpected_error', status: 500, errors: {} },
      }),
    });
    renderApp('/reports');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
