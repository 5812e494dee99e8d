import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupAccessCode, GroupResponse } from '@kozos/contract';
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

const refusal = (status: number, message: string) => ({
  status,
  body: { message, status, errors: {} },
});

describe('joining with a code', () => {
  it('checks the form of the code before asking, then joins and opens the group', async () => {
    const calls = fakeApi({
      'POST /api/AccessCode/Join': () => ok(group),
      'GET /api/Group/g1': () => ok(group),
    });
    const router = renderApp('/groups/join');
    const field = await screen.findByLabelText(/Access code/);
    fireEvent.change(field, { target: { value: 'ABC-0O1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join group' }));
    expect(
      await screen.findByText('A code is 8 letters and digits, such as ABCD-EFGH'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(field, { target: { value: 'abcd-efgh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'abcd-efgh' });
  });

  it.each([
    [404, 'invalid_access_code', /There is no such code/],
    [410, 'access_code_used_up', /used as many times as it allows/],
    [429, 'too_many_code_attempts', /Wait a quarter of an hour/],
    [403, 'removed_from_group', /You were removed from this group/],
  ])('says why a %i %s was refused, keeping what was typed', async (status, message, text) => {
    fakeApi({ 'POST /api/AccessCode/Join': () => refusal(status, message) });
    renderApp('/groups/join');
    const field = await screen.findByLabelText(/Access code/);
    fireEvent.change(field, { target: { value: 'ABCD-EFGH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join group' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(field).toHaveProperty('value', 'ABCD-EFGH');
  });
});

describe('codes on the invite screen', () => {
  function serveInvitePage(live: GroupAccessCode[]) {
    return fakeApi({
      'GET /api/Group/g1': () => ok(group),
      'POST /api/Invitation/g1/Link': () =>
        ok({ id: 'l1', token: 't', url: 'http://x/?inv=t', expiresAt: '2026-03-15T10:00:00.000Z' }),
      'GET /api/Invitation/g1/Link': () => ok([]),
      'GET /api/Invitation/g1/Email': () => ok([]),
      'GET /api/AccessCode/g1': () => ok(live),
      'POST /api/AccessCode/g1': (call) =>
        ok({
          id: 'c9',
          code: 'K7MP4XWQ',
          expiresAt: '2099-03-03T10:00:00.000Z',
          maxUses: (call.body as { uses: number }).uses,
        }),
    });
  }

  it('makes a code for the number of people chosen and shows it large, once', async () => {
    const calls = serveInvitePage([]);
    renderApp('/groups/g1/details/invite');
    const panel = await screen.findByRole('region', { name: 'Access code' });
    fireEvent.change(within(panel).getByLabelText(/How many people/), { target: { value: '4' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Make a code' }));
    expect(await within(panel).findByText('K7MP-4XWQ')).toBeTruthy();
    expect(within(panel).getByText(/for 4 people/)).toBeTruthy();
    expect(
      calls.find((call) => call.method === 'POST' && call.path === '/api/AccessCode/g1')?.body,
    ).toEqual({
      uses: 4,
    });
  });

  it('refuses more people than a code may serve, on the field', async () => {
    const calls = serveInvitePage([]);
    renderApp('/groups/g1/details/invite');
    const panel = await screen.findByRole('region', { name: 'Access code' });
    fireEvent.change(within(panel).getByLabelText(/How many people/), { target: { value: '500' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Make a code' }));
    expect(await within(panel).findByText('It can be at most 100')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/AccessCode/g1' && call.method === 'POST')).toBe(
      false,
    );
  });

  it('lists the codes that work with their uses, each revocable', async () => {
    serveInvitePage([
      {
        id: 'c1',
        createdBy: { id: me.id, name: me.name, username: me.username },
        creationTime: '2026-03-01T10:00:00.000Z',
        expiresAt: '2026-03-03T10:00:00.000Z',
        uses: 2,
        maxUses: 10,
      },
    ]);
    renderApp('/groups/g1/details/invite');
    const list = await screen.findByRole('region', { name: 'Active codes' });
    expect(await within(list).findByText(/2 of 10 joined/)).toBeTruthy();
    expect(within(list).getByRole('button', { name: /Revoke the code made on/ })).toBeTruthy();
  });
});
