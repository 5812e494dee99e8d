import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, me, userRoutes } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { openSettings, patchBodies } from '../../test/settings';
import { setTheme } from '@/lib/theme';
import { setUpAppTest } from '../../test/app-test-setup';

// The settings screen's profile (the rest: settings-page.test.tsx).
// The theme is kept in the module and on <html>: start each test from the default.
setUpAppTest({ alsoBefore: () => setTheme('system') });

describe('settings: profile', () => {
  const profileForm = (): HTMLElement => {
    const heading = within(screen.getByRole('main')).getByRole('heading', { name: 'Profile' });
    return heading.closest<HTMLElement>('div.rounded-2xl') ?? heading;
  };

  it('changes the name and the username after onboarding', async () => {
    const { calls } = await openSettings();
    const form = within(profileForm());
    const name = form.getByLabelText<HTMLInputElement>(/Name/);
    const username = form.getByLabelText<HTMLInputElement>(/Username/);
    expect([name.value, username.value]).toEqual(['Anna Kiss', 'anna']);
    fireEvent.change(name, { target: { value: ' Kiss Anna ' } });
    fireEvent.change(username, { target: { value: 'kiss.anna' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patchBodies(calls)).toEqual([{ name: 'Kiss Anna', username: 'kiss.anna' }]),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('shows the server’s "username taken" on the field, and checks the username rules first', async () => {
    const calls = fakeApi({
      ...userRoutes(me),
      'PATCH /api/User': () => ({
        status: 409,
        body: { message: 'username_taken', status: 409, errors: { username: ['username_taken'] } },
      }),
    });
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    const form = within(profileForm());
    const username = form.getByLabelText<HTMLInputElement>(/Username/);
    fireEvent.change(username, { target: { value: 'a b' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    // The hint and the error say the same rule; the field is marked and nothing is sent.
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getAllByText(/letters, digits/)).toHaveLength(2);
    expect(patchBodies(calls)).toEqual([]);

    fireEvent.change(username, { target: { value: 'bela' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('The username is already taken')).toBeTruthy();
    expect(username.value).toBe('bela');
  });

  it('is where "Edit profile" on my profile leads', async () => {
    fakeApi(userRoutes(me));
    renderApp('/user');
    const edit = await screen.findByRole('link', { name: 'Edit profile' });
    expect(edit.getAttribute('href')).toBe('/settings#profile');
  });
});
