import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationSwitch } from '@kozos/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, userRoutes, me } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

/* Decision 087: a switch per notification kind that can be turned off, saved at once. */

describe('settings: notification kinds', () => {
  it('shows each switchable kind and saves one turned off', async () => {
    let switches: NotificationSwitch[] = [
      { type: 'ORDER_DEADLINE_APPROACHING', enabled: true },
      { type: 'ORDER_FULFILLED', enabled: true },
      { type: 'ORDER_DEADLINE_NOT_ORDERED', enabled: true },
    ];
    const calls = fakeApi({
      ...userRoutes(me),
      'GET /api/Digest': () => ok({ enabled: true }),
      'GET /api/Notification/Switches': () => ok(switches),
      'PUT /api/Notification/Switches': (call) => {
        const body = call.body as NotificationSwitch;
        switches = switches.map((row) => (row.type === body.type ? body : row));
        return ok(switches);
      },
    });
    renderApp('/settings');
    const main = within(await screen.findByRole('main'));
    const notOrdered = await main.findByRole('switch', { name: 'Offers I have not ordered from' });
    expect(
      main.getByRole('switch', { name: 'Fulfilled orders' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(main.getByRole('switch', { name: 'Order deadline of my orders' })).toBeTruthy();
    fireEvent.click(notOrdered);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { type: 'ORDER_DEADLINE_NOT_ORDERED', enabled: false },
      ]),
    );
    await waitFor(() => expect(notOrdered.getAttribute('aria-checked')).toBe('false'));
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
