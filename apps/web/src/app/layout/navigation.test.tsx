import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../test/fake-api';
import { setUpAppTest } from '../test/app-test-setup';
import { renderApp } from '../test/render-app';

setUpAppTest();

describe('navigation', () => {
  it('puts a Notifications bell with the unread badge in the header', async () => {
    fakeApi({ 'GET /api/Notification/Count': () => ok({ count: 3 }) });
    renderApp('/settings');
    const header = within(await screen.findByRole('banner'));
    const bell = header.getByRole('link', { name: 'Notifications' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(await within(bell).findByText('3')).toBeTruthy();
    // The panel button no longer hides the count.
    expect(header.getByRole('button', { name: 'Open panel' }).textContent).toBe('');
  });

  it('reaches /invitations from the personal menu, and names /user "My profile"', async () => {
    fakeApi({});
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Open panel' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Personal menu' }));
    expect(menu.getByRole('link', { name: 'Invitations' }).getAttribute('href')).toBe(
      '/invitations',
    );
    expect(menu.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/user');
    expect(menu.queryByRole('link', { name: 'User' })).toBeNull();
  });
});
