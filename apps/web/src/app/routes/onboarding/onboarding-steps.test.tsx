import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@kozos/contract';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { fakeApi, me, ok, userRoutes } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

/** A user in the middle of onboarding: no username yet. */
const newcomer: MeResponse = { ...me, username: null, primeRole: null, currency: '' };

describe('onboarding step numbers', () => {
  // Issue 23.6: the role step said "3 of 5", the distributor's next one "5 of 6".
  it('counts a distributor’s way 3, 4, 5 of 5, the currency being the fourth step', async () => {
    fakeApi({
      ...userRoutes({ ...newcomer, username: 'dora' }),
      'GET /api/Invitation/Email': () => ok([]),
    });
    localStorage.setItem('kozos.onboarding', JSON.stringify({ userId: 'u1', path: '/start/role' }));
    const router = renderApp('/start/role');
    expect(await screen.findByText('Step 3 of 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Distributor/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('combobox', { name: /Currency/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/start/role/distributor');
    expect(screen.getByText('Step 4 of 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 5 of 5')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/start/success');
  });

  it('keeps a consumer’s fourth step when no invitation waits, saying how to join later', async () => {
    fakeApi({
      ...userRoutes({ ...newcomer, username: 'cili' }),
      'GET /api/Invitation/Email': () => ok([]),
    });
    localStorage.setItem('kozos.onboarding', JSON.stringify({ userId: 'u1', path: '/start/role' }));
    const router = renderApp('/start/role/consumer');
    expect(await screen.findByText(/No invitation is waiting for you/)).toBeTruthy();
    expect(screen.getByText('Step 4 of 5')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/start/role/consumer');
  });
});

describe('an interrupted onboarding', () => {
  it('goes on at the step it reached after a reload, until it is finished', async () => {
    fakeApi({ ...userRoutes(newcomer), 'GET /api/Invitation/Email': () => ok([]) });
    const first = renderApp('/start/username');
    fireEvent.change(await screen.findByLabelText(/^Username/), { target: { value: 'dora' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('radio', { name: /^Distributor/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('combobox', { name: /Currency/ });
    expect(first.state.location.pathname).toBe('/start/role/distributor');

    // The tab is closed; the app opens again at its home.
    cleanup();
    const second = renderApp('/');
    expect(await screen.findByRole('combobox', { name: /Currency/ })).toBeTruthy();
    expect(second.state.location.pathname).toBe('/start/role/distributor');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Go to the app' }));
    await waitFor(() => expect(second.state.location.pathname).toBe('/'));

    cleanup();
    const third = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(third.state.location.pathname).toBe('/');
  });

  it('lets the role step’s Skip end it for good', async () => {
    fakeApi(userRoutes({ ...newcomer, username: 'dora' }));
    localStorage.setItem('kozos.onboarding', JSON.stringify({ userId: 'u1', path: '/start/role' }));
    const router = renderApp('/');
    fireEvent.click(await screen.findByRole('link', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    cleanup();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('onboarding currency step', () => {
  it('offers a list, forint first, and saves the choice', async () => {
    const calls = fakeApi({
      ...userRoutes({ ...newcomer, primeRole: 'distributor' }),
      'GET /api/Invitation/Email': () => ok([]),
    });
    renderApp('/start/role/distributor/2');
    const currency = await screen.findByRole('combobox', { name: /Currency/ });
    expect(currency.textContent).toContain('HUF');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
        { currency: 'HUF' },
      ]),
    );
  });
});

describe('onboarding role step', () => {
  it('names the producer role Producer', async () => {
    fakeApi(userRoutes(newcomer));
    renderApp('/start/role');
    expect(await screen.findByRole('radio', { name: /^Producer/ })).toBeTruthy();
    expect(screen.queryByText('Source')).toBeNull();
  });

  it('starts the next step without the previous step’s toast', async () => {
    fakeApi(userRoutes(newcomer));
    const router = renderApp('/start/role');
    await screen.findByRole('radio', { name: /^Producer/ });
    act(() => void toast({ title: 'Joined the group' }));
    expect(await screen.findByText('Joined the group')).toBeTruthy();
    // The user read it and moved on a while later.
    const later = performance.now() + 5_000;
    vi.spyOn(performance, 'now').mockReturnValue(later);
    await act(() => router.navigate('/start/role/producer'));
    await waitFor(() => expect(screen.queryByText('Joined the group')).toBeNull());
  });
});

describe('joining by an e-mail invitation', () => {
  it('keeps the language shown and goes on to onboarding’s first step, not straight home', async () => {
    clearSession();
    const invited: MeResponse = { ...me, id: 'u9', primeRole: null };
    const calls = fakeApi(
      {
        'GET /api/CreateUser/Check/tok123': () => ok({ email: 'cili@example.hu' }),
        'POST /api/CreateUser': () => ok({ token: 'new-token', user: invited }),
        'GET /api/User': () => ok(invited),
        'GET /api/Invitation': () => ok([]),
      },
      null,
    );
    const router = renderApp('/activate?k=tok123');
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Cili Tóth' } });
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'cili' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(calls.find((call) => call.path === '/api/CreateUser')?.body).toMatchObject({
      username: 'cili',
      language: 'en',
    });
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
  });
});
