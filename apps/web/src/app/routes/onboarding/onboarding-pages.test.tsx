import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@kozos/contract';
import { fakeApi, me, ok, userRoutes, type FakeCall } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

/** A signed-in user who has not finished onboarding yet. */
const newcomer: MeResponse = { ...me, username: null };

setUpAppTest();

const patches = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'PATCH' && call.path === '/api/User');

describe('onboarding username step', () => {
  it('keeps Next disabled while the username is empty and while the save is in flight', async () => {
    let user = newcomer;
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const calls = fakeApi({
      'GET /api/User': () => ok(user),
      'PATCH /api/User': (call) =>
        new Promise((resolve) => {
          answer = resolve;
          user = { ...user, ...(call.body as Partial<MeResponse>) };
        }),
    });
    const router = renderApp('/start/username');
    const username = await screen.findByLabelText<HTMLInputElement>(/Username/);
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(username.value).toBe('');
    expect(next.disabled).toBe(true);

    fireEvent.change(username, { target: { value: '   ' } });
    expect(next.disabled).toBe(true);
    fireEvent.click(next);
    expect(patches(calls)).toHaveLength(0);

    fireEvent.change(username, { target: { value: 'kerti_anna' } });
    expect(next.disabled).toBe(false);
    fireEvent.click(next);

    // The PATCH hangs: Next stays disabled (and says so) until the server answers.
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    await waitFor(() => expect(next.textContent).toBe('Saving…'));
    expect(next.disabled).toBe(true);
    fireEvent.click(next);
    expect(patches(calls)).toHaveLength(1);
    expect(patches(calls)[0]?.body).toEqual({ username: 'kerti_anna', name: 'Anna Kiss' });

    answer(ok(user));
    expect(await screen.findByRole('radio', { name: 'Consumer' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/start/role');
  });

  it('shows "The username is already taken" on a 409 and keeps what was typed', async () => {
    const calls = fakeApi({
      ...userRoutes(newcomer),
      // The server's answer for a taken username (apps/server users.service usernameTaken).
      'PATCH /api/User': () => ({
        status: 409,
        body: { message: 'username_taken', status: 409, errors: { username: ['username_taken'] } },
      }),
    });
    const router = renderApp('/start/username');
    const username = await screen.findByLabelText<HTMLInputElement>(/Username/);
    fireEvent.change(username, { target: { value: 'anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('The username is already taken')).toBeTruthy();
    expect(patches(calls)).toHaveLength(1);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    expect(username.value).toBe('anna');
    expect(
      screen.getByLabelText<HTMLInputElement>(/Name/, { selector: '[name="name"]' }).value,
    ).toBe('Anna Kiss');
    expect(router.state.location.pathname).toBe('/start/username');
    // Not stuck in "saving": the user can correct the name and try again.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(false);
  });

  it('shows "The username is already taken" on a 400 without field errors too', async () => {
    fakeApi({
      ...userRoutes(newcomer),
      'PATCH /api/User': () => ({
        status: 400,
        body: { message: 'username_taken', status: 400, errors: {} },
      }),
    });
    renderApp('/start/username');
    const username = await screen.findByLabelText<HTMLInputElement>(/Username/);
    fireEvent.change(username, { target: { value: 'anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The username is already taken');
    expect(username.value).toBe('anna');
  });
});

describe('onboarding welcome', () => {
  it('switches the interface language, remembers it and saves it on the user', async () => {
    const calls = fakeApi(userRoutes(newcomer));
    renderApp('/start');
    expect(await screen.findByRole('heading', { name: 'Welcome to Közös!' })).toBeTruthy();
    const language = screen.getByRole('radiogroup', { name: 'Language' });
    fireEvent.click(within(language).getByRole('radio', { name: 'Magyar' }));

    expect(await screen.findByRole('heading', { name: 'Üdv a Közösben!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kezdjük' })).toBeTruthy();
    expect(localStorage.getItem('kozos.language')).toBe('hu');
    await waitFor(() =>
      expect(patches(calls).map((call) => call.body)).toEqual([{ language: 'hu' }]),
    );
    expect(
      within(screen.getByRole('radiogroup', { name: 'Nyelv' }))
        .getByRole('radio', { name: 'Magyar' })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('logs out after the confirmation and shows the login screen', async () => {
    const calls = fakeApi(userRoutes(newcomer));
    const router = renderApp('/start');
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out?' });
    expect(localStorage.getItem('kozos.session')).not.toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem('kozos.session')).toBeNull();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/sign-out')).toBe(
      true,
    );
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Welcome to Közös!' })).toBeNull();
  });
});
