import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkInvitation } from '@kozos/contract';
import {
  captureInvitation,
  clearDroppedInvitation,
  pendingInvitationKey,
} from '@/shared/session/pending-invitation';
import { reloadSession, startSession } from '@/lib/session';
import { fakeApi, NoopResizeObserver, ok } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const token = 'tok_0123456789abcdef0123';
const invitation: LinkInvitation = {
  id: 'i1',
  group: { id: 'g1', name: 'Kert utca', description: 'Neighbours of Kert street' },
  createdBy: { id: 'u2', name: 'Péter Nagy', username: 'peter' },
  expiresAt: '2030-01-01T00:00:00.000Z',
};

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('kozos.language', 'en');
  reloadSession();
  clearDroppedInvitation();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('captureInvitation', () => {
  it('stores the token and returns the search without it', () => {
    expect(captureInvitation(`?inv=${token}&lng=hu`)).toBe('?lng=hu');
    expect(localStorage.getItem(pendingInvitationKey)).toBe(token);
    expect(captureInvitation('?inv=')).toBe('');
    expect(localStorage.getItem(pendingInvitationKey)).toBe(token);
  });

  it('leaves other addresses alone', () => {
    expect(captureInvitation('?verified=1')).toBeNull();
    expect(localStorage.getItem(pendingInvitationKey)).toBeNull();
  });
});

describe('a link invitation opened while signed out', () => {
  it('is kept through sign-in and shown on the home page, then joined', async () => {
    const calls = fakeApi({
      [`GET /api/Invitation/Link/${token}`]: () => ok(invitation),
      [`POST /api/Invitation/EnterByLink/${token}`]: () => ok({ id: 'g1' }),
      'GET /api/Invitation/Email': () => ok([]),
    });
    const router = renderApp(`/?inv=${token}`);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(localStorage.getItem(pendingInvitationKey)).toBe(token);
    expect(calls.some((call) => call.path.startsWith('/api/Invitation'))).toBe(false);

    act(() => startSession('session-token', 'u1'));
    expect(await screen.findByRole('heading', { name: 'Kert utca' })).toBeTruthy();
    expect(screen.getByText('Péter Nagy invited you')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'));
    expect(localStorage.getItem(pendingInvitationKey)).toBeNull();
    expect(calls.some((call) => call.method === 'POST' && call.path.includes('EnterByLink'))).toBe(
      true,
    );
  });

  it('is forgotten with a notice when it has expired', async () => {
    fakeApi({
      [`GET /api/Invitation/Link/${token}`]: () => ({
        status: 410,
        body: { message: 'invitation_expired', status: 410, errors: {} },
      }),
      'GET /api/Invitation/Email': () => ok([]),
    });
    startSession('session-token', 'u1');
    renderApp(`/?inv=${token}`);
    expect(await screen.findByText(/The invitation link has expired/)).toBeTruthy();
    expect(localStorage.getItem(pendingInvitationKey)).toBeNull();
  });

  it('is forgotten when dismissed', async () => {
    fakeApi({
      [`GET /api/Invitation/Link/${token}`]: () => ok(invitation),
      'GET /api/Invitation/Email': () => ok([]),
    });
    localStorage.setItem(pendingInvitationKey, token);
    startSession('session-token', 'u1');
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Kert utca' })).toBeNull());
    expect(localStorage.getItem(pendingInvitationKey)).toBeNull();
  });
});
