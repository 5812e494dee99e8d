import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupLinkInvitation, GroupResponse } from '@kozos/contract';
import { fakeApi, me, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

const group: GroupResponse = {
  id: 'g1',
  name: 'Kert utca',
  description: '',
  creationTime: '2026-01-01T00:00:00.000Z',
  memberships: [
    {
      id: 'm1',
      user: { id: me.id, name: me.name, username: me.username },
      isAdmin: true,
      joinedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  myMembership: { id: 'm1', isAdmin: true },
};

function liveLink(id: string, uses: number, name: string): GroupLinkInvitation {
  return {
    id,
    createdBy: { id: `u-${name}`, name, username: null },
    creationTime: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-15T10:00:00.000Z',
    uses,
  };
}

/** The invite screen's server: the screen's own link is `l1`, and two live links exist. */
function serveInvitePage() {
  let links = [liveLink('l1', 0, 'Anna Kiss'), liveLink('l2', 3, 'Béla Nagy')];
  let made = 0;
  const calls = fakeApi({
    'GET /api/Group/g1': () => ok(group),
    'GET /api/Invitation/Email': () => ok([]),
    'GET /api/Invitation/g1/Email': () => ok([]),
    'POST /api/Invitation/g1/Link': () => {
      made += 1;
      const id = made === 1 ? 'l1' : `new${made}`;
      return ok({
        id,
        token: `t${made}`,
        url: `http://x/?inv=t${made}`,
        expiresAt: '2026-03-15T10:00:00.000Z',
      });
    },
    'GET /api/Invitation/g1/Link': () => ok(links),
    'DELETE /api/Invitation/g1/Link/l2': () => {
      links = links.filter((link) => link.id !== 'l2');
      return ok({});
    },
    'DELETE /api/Invitation/g1/Link': () => {
      const revoked = links.length;
      links = [];
      return ok({ revoked });
    },
  });
  return calls;
}

describe('the live links on the invite screen', () => {
  it('lists who made each link, until when it works and how many joined', async () => {
    serveInvitePage();
    renderApp('/groups/g1/details/invite');
    const list = await screen.findByRole('region', { name: 'Active links' });
    expect(await within(list).findByText(/Made by Béla Nagy/)).toBeTruthy();
    expect(within(list).getByText(/3 joined/)).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('revokes one link at once, with a toast', async () => {
    const calls = serveInvitePage();
    renderApp('/groups/g1/details/invite');
    const list = await screen.findByRole('region', { name: 'Active links' });
    await within(list).findByText(/Made by Béla Nagy/);
    const revokeButtons = within(list).getAllByRole('button', { name: /Revoke the link made/ });
    fireEvent.click(revokeButtons[1] as HTMLElement);
    expect(await screen.findByText('Link revoked. It no longer lets anyone join.')).toBeTruthy();
    await waitFor(() => expect(within(list).queryByText(/Made by Béla Nagy/)).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/Link/l2'))).toBe(
      true,
    );
  });

  it('asks before revoking every link, then shows a fresh link to share', async () => {
    const calls = serveInvitePage();
    renderApp('/groups/g1/details/invite');
    const list = await screen.findByRole('region', { name: 'Active links' });
    await within(list).findByText(/Made by Béla Nagy/);
    fireEvent.click(within(list).getByRole('button', { name: 'Revoke all links' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/All 2 active links will stop working/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke all' }));
    expect(await screen.findByText('2 links revoked')).toBeTruthy();
    // The screen's own link was among them: a new one replaces it.
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/api/Invitation/g1/Link' && call.method === 'POST'),
      ).toHaveLength(2),
    );
    expect(await screen.findByDisplayValue('http://x/?inv=t2')).toBeTruthy();
  });
});
