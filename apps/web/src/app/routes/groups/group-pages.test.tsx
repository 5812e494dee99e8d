import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupResponse, Membership } from '@kozos/contract';
import { fakeApi, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

const groupId = '6f1c1f0e-6d7b-4b8e-9a55-6d2a1d9f0a01';

function member(n: number, isAdmin = false): Membership {
  return {
    id: `m${n}`,
    user: { id: `u${n}`, name: `Member ${n}`, username: `member${n}` },
    isAdmin,
    joinedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A group where I (u1, membership m1) hold `mine`, beside `others`. */
function group(mine: { isAdmin: boolean }, others: Membership[]): GroupResponse {
  return {
    id: groupId,
    name: 'Kert utca',
    description: '',
    creationTime: '2026-01-01T00:00:00.000Z',
    memberships: [member(1, mine.isAdmin), ...others],
    myMembership: { id: 'm1', isAdmin: mine.isAdmin },
  };
}

const refusal = (message: string) => ({ status: 409, body: { message, status: 409, errors: {} } });

async function openDetails(value: GroupResponse, routes = {}) {
  const calls = fakeApi({ [`GET /api/Group/${groupId}`]: () => ok(value), ...routes });
  renderApp(`/groups/${groupId}/details`);
  await screen.findByRole('heading', { name: 'Kert utca', level: 1 });
  return calls;
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('group details: actions that can only fail', () => {
  it('disables Delete group on a group of 3 and says why in plain text', async () => {
    await openDetails(group({ isAdmin: true }, [member(2), member(3)]));
    const remove = button('Delete group');
    expect(remove.disabled).toBe(true);
    const reason = document.getElementById(remove.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'Only a group of at most 2 members can be deleted; this one has 3.',
    );
    expect(screen.getByText(reason?.textContent ?? '')).toBeTruthy();
  });

  it('disables Leave group for the last admin, and Delete while another admin exists', async () => {
    await openDetails(group({ isAdmin: true }, [member(2)]));
    expect(button('Leave group').disabled).toBe(true);
    expect(
      screen.getByText(
        'You are the only administrator. Promote another member to administrator before you leave.',
      ),
    ).toBeTruthy();
    expect(button('Delete group').disabled).toBe(false);
  });

  it('lets an admin beside another admin leave, but not delete', async () => {
    await openDetails(group({ isAdmin: true }, [member(2, true)]));
    expect(button('Leave group').disabled).toBe(false);
    expect(button('Delete group').disabled).toBe(true);
    expect(screen.getByText(/only the last administrator can delete the group/)).toBeTruthy();
  });

  it('shows the server’s own reason when it still refuses, never only "An error occurred"', async () => {
    await openDetails(group({ isAdmin: true }, [member(2)]), {
      // Someone joined meanwhile: the server counts three.
      [`DELETE /api/Group/${groupId}`]: () => refusal('group_too_large_to_delete'),
    });
    fireEvent.click(button('Delete group'));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Could not delete the group')).toBeTruthy();
    expect(screen.getByText('A group with more than 2 members cannot be deleted')).toBeTruthy();
    expect(screen.queryByText('An error occurred')).toBeNull();
  });
});

describe('a group address that names no group', () => {
  it('shows Not found for a malformed id, as for an unknown one', async () => {
    fakeApi({
      'GET /api/Group/not-a-uuid': () => ({
        status: 400,
        body: { message: 'validation_error', status: 400, errors: { id: ['invalid_uuid'] } },
      }),
    });
    renderApp('/groups/not-a-uuid');
    expect(await screen.findByRole('heading', { name: 'Not found', level: 1 })).toBeTruthy();
    expect(screen.queryByText('Some fields are not valid')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('no group yet', () => {
  it('offers to create a group or join with a link, on the empty groups list', async () => {
    fakeApi({ 'GET /api/Group': () => ok([]) });
    const router = renderApp('/groups');
    expect(
      await screen.findByText('You are not in a group yet', {}, { timeout: 4000 }),
    ).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Create a group' }).getAttribute('href')).toBe(
      '/groups/new',
    );
    const link = main.getByLabelText('Join with an invitation link');
    fireEvent.change(link, { target: { value: 'see you at the market' } });
    fireEvent.click(main.getByRole('button', { name: 'Open invitation' }));
    expect(await main.findByText(/This is not an invitation link/)).toBeTruthy();

    const token = 'AbCdEfGhIjKlMnOpQrStUv_-0123456789abcdefghi';
    fireEvent.change(link, { target: { value: `https://kozos.example/?inv=${token}` } });
    fireEvent.click(main.getByRole('button', { name: 'Open invitation' }));
    // The same way as opening the link: it waits on home as a pending invitation.
    await waitFor(() => expect(localStorage.getItem('kozos.pendingInvitation')).toBe(token));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('home offers the same next steps, and its tiles lead to screens that work', async () => {
    fakeApi({ 'GET /api/Group': () => ok([]) });
    renderApp('/');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Create a group' })).toBeTruthy();
    expect(main.getByLabelText('Join with an invitation link')).toBeTruthy();
    const tiles = within(
      main.getByRole('heading', { name: 'Where to start' }).nextElementSibling as HTMLElement,
    )
      .getAllByRole('link')
      .map((tile) => tile.getAttribute('href'));
    expect(tiles).toEqual(['/groups', '/invitations', '/posts', '/offers', '/user']);
  });
});
