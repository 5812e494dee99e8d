import { screen, within } from '@testing-library/react';
import type { MeResponse } from '@kozos/contract';
import { fakeApi, me, ok, userRoutes, type FakeCall, type Routes } from './fake-api';
import { renderApp } from './render-app';

/* The settings screen's tests (routes/account/settings-*.test.tsx): opened on fake routes. */

export const patchBodies = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method === 'PATCH' && call.path === '/api/User')
    .map((call) => call.body);

export const digestBodies = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method === 'PUT' && call.path === '/api/Digest')
    .map((call) => call.body);

/** GET and PUT /api/Digest over one stored setting, as the server keeps it. */
export function digestRoutes(start: boolean): Routes {
  let enabled = start;
  return {
    'GET /api/Digest': () => ok({ enabled }),
    'PUT /api/Digest': (call) => {
      ({ enabled } = call.body as { enabled: boolean });
      return ok({ enabled });
    },
  };
}

export async function openSettings(user: MeResponse = me, digestEnabled = true) {
  const calls = fakeApi({ ...userRoutes(user), ...digestRoutes(digestEnabled) });
  renderApp('/settings');
  await screen.findByRole('heading', { name: 'Settings', level: 1 });
  return { calls, main: within(screen.getByRole('main')) };
}

export const isChecked = (element: HTMLElement) => element.getAttribute('aria-checked') === 'true';
