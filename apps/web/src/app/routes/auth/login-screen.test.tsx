import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeCall } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest({ signedIn: false });

/** Waits until GET /api/AuthConfig has been answered and the screen has had time to react. */
async function afterAuthConfig(calls: FakeCall[]) {
  await waitFor(() => expect(calls.some((call) => call.path === '/api/AuthConfig')).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('login screen Google sign-in', () => {
  it('shows "Continue with Google" when the server has Google configured', async () => {
    fakeApi(
      { 'GET /api/AuthConfig': () => ok({ googleEnabled: true, passwordMinLength: 6 }) },
      null,
    );
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('hides the Google button when the server reports Google is not configured', async () => {
    const calls = fakeApi(
      { 'GET /api/AuthConfig': () => ok({ googleEnabled: false, passwordMinLength: 6 }) },
      null,
    );
    renderApp('/offers');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    await afterAuthConfig(calls);
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(screen.queryByText('Continue with Google')).toBeNull();
  });

  it('hides the Google button when the server cannot say', async () => {
    const calls = fakeApi(
      {
        'GET /api/AuthConfig': () => ({
          status: 404,
          body: { message: 'not_found', status: 404, errors: {} },
        }),
      },
      null,
    );
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    await afterAuthConfig(calls);
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
  });
});
