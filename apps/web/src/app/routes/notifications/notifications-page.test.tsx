import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationResponse } from '@kozos/contract';
import { createI18n } from '@/lib/i18n';
import { RightNav } from '../../layout/right-nav';
import { fakeApi, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

function notification(
  id: string,
  type: NotificationResponse['type'],
  variables: object,
  path: string,
  isSeen: boolean,
): NotificationResponse {
  return {
    id,
    type,
    variables: JSON.stringify(variables),
    path,
    isSeen,
    creationTime: new Date(Date.now() - 5 * 60_000).toISOString(),
  };
}

const page: NotificationResponse[] = [
  notification(
    'n1',
    'USER_JOINED_GROUP',
    { groupName: 'Kert utca', userName: 'Péter' },
    '/groups/g1/details',
    false,
  ),
  notification('n2', 'TEST', {}, '/', false),
  notification('n3', 'KICKED_FROM_GROUP', { groupName: 'Régi kör' }, '/', true),
];

setUpAppTest();

function serveNotificationsWith(routes: Parameters<typeof fakeApi>[0]) {
  return fakeApi({ 'GET /api/Invitation/Email': () => ok([]), ...routes });
}

function serveNotifications(count: { value: number }) {
  return fakeApi({
    'GET /api/Notification': (call) => ok(call.path && count.value >= 0 ? page : []),
    'GET /api/Notification/Count': () => ok({ count: count.value }),
    'PATCH /api/Notification/SeeAll': () => {
      count.value = 0;
      return ok();
    },
    // The server's count is left alone: a lower badge can only come from the client.
    'PATCH /api/Notification/n2/See': () => ok(),
    'GET /api/Invitation/Email': () => ok([]),
  });
}

/** The header's Notifications bell (under 1280 px the side panel is a drawer). */
const headerBell = () =>
  within(screen.getByRole('banner')).getByRole('link', { name: 'Notifications' });

describe('notifications screen', () => {
  it('marks unseen cards, and marks everything seen only when the screen is left', async () => {
    const count = { value: 2 };
    const calls = serveNotifications(count);
    const router = renderApp('/notifications');
    const joined = await screen.findByRole('link', { name: /Péter joined Kert utca/ });
    expect(joined.getAttribute('href')).toBe('/groups/g1/details');
    expect(joined.className).toContain('border-primary');
    // Path '/' stays on the screen: a button, not a link.
    expect(screen.getByRole('button', { name: /This is a test notification/ })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /You were removed from Régi kör/ }).className,
    ).not.toContain('border-primary');
    await waitFor(() => expect(headerBell().textContent).toContain('2'));
    // Narrow layout: the header's bell carries the bubble, which describes it.
    const badge = screen.getByLabelText('2 unread notifications');
    expect(headerBell().getAttribute('aria-describedby')).toBe(badge.id);
    expect(headerBell().getAttribute('href')).toBe('/notifications');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.some((call) => call.path === '/api/Notification/SeeAll')).toBe(false);

    await act(() => router.navigate('/groups'));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'PATCH' && call.path === '/api/Notification/SeeAll'),
      ).toBe(true),
    );
    await waitFor(() => expect(headerBell().textContent).toBe(''));
  });

  it('marks everything seen when the page is hidden, reloaded or closed, by a request that outlives it', async () => {
    const count = { value: 2 };
    const calls = serveNotifications(count);
    const router = renderApp('/notifications');
    await screen.findByRole('link', { name: /Péter joined Kert utca/ });
    await waitFor(() => expect(headerBell().textContent).toContain('2'));
    const seeAlls = () => calls.filter((call) => call.path === '/api/Notification/SeeAll');
    const visibility = vi.spyOn(document, 'visibilityState', 'get');

    const showPage = (state: DocumentVisibilityState) => {
      visibility.mockReturnValue(state);
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };

    // A reload or a closed tab: most browsers say hidden, then pagehide; one request is enough.
    showPage('hidden');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(seeAlls()).toHaveLength(1));
    const [seeAll] = seeAlls();
    expect(seeAll?.method).toBe('PATCH');
    expect(seeAll?.init.keepalive).toBe(true);
    expect(seeAll?.query.get('upTo')).toBe('n1'); // the newest shown: later ones stay new
    expect(seeAll?.init.headers).toMatchObject({ Authorization: 'Bearer session-token' });
    await waitFor(() => expect(headerBell().textContent).toBe(''));

    // Back on the screen, then away to another app (a phone): seen again.
    showPage('visible');
    expect(seeAlls()).toHaveLength(1);
    showPage('hidden');
    await waitFor(() => expect(seeAlls()).toHaveLength(2));

    // Leaving in the app still works, and the page's listeners go with the screen.
    showPage('visible');
    await act(() => router.navigate('/groups'));
    await waitFor(() => expect(seeAlls()).toHaveLength(3));
    expect(seeAlls()[2]?.init.keepalive).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seeAlls()).toHaveLength(3);
  });

  it('after a reload, sends the see-all the old page may not have delivered before reading the list', async () => {
    const count = { value: 2 };
    // The leaving page's request never answers (the page is gone before it does).
    const calls = fakeApi({
      'GET /api/Notification': () => ok(page),
      'GET /api/Notification/Count': () => ok({ count: count.value }),
      'PATCH /api/Notification/SeeAll': () => new Promise(() => {}),
      'GET /api/Invitation/Email': () => ok([]),
    });
    renderApp('/notifications');
    await screen.findByRole('link', { name: /Péter joined Kert utca/ });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/SeeAll'))).toBe(true));
    // A reload runs no unmount; this one's see-all goes to the old page's server and hangs too.
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls.filter((call) => call.path.endsWith('/SeeAll'))).toHaveLength(2);

    // The reloaded page: the server takes the see-all, and only then is asked.
    let seen = false;
    const reloaded = serveNotificationsWith({
      'PATCH /api/Notification/SeeAll': (call) => {
        seen = call.query.get('upTo') === 'n1';
        count.value = 0;
        return ok();
      },
      'GET /api/Notification': () => ok(page.map((item) => ({ ...item, isSeen: seen }))),
      'GET /api/Notification/Count': () => ok({ count: count.value }),
    });
    const router = renderApp('/notifications');
    await screen.findByRole('link', { name: /Péter joined Kert utca/ });
    const order = reloaded.map((call) => `${call.method} ${call.path}`);
    const seeAllAt = order.indexOf('PATCH /api/Notification/SeeAll');
    expect(seeAllAt).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('GET /api/Notification')).toBeGreaterThan(seeAllAt);
    expect(order.indexOf('GET /api/Notification/Count')).toBeGreaterThan(seeAllAt);
    expect(screen.queryByText('(new)')).toBeNull();
    expect(order.filter((call) => call === 'PATCH /api/Notification/SeeAll')).toHaveLength(1);
    // Leave, so that this screen's see-all is not sent into the next test.
    await act(() => router.navigate('/groups'));
    await waitFor(() =>
      expect(reloaded.filter((call) => call.path.endsWith('/SeeAll'))).toHaveLength(2),
    );
  });

  it('opening one marks it seen and takes one off the badge without asking the server', async () => {
    const count = { value: 2 };
    const calls = serveNotifications(count);
    renderApp('/notifications');
    const test = await screen.findByRole('button', { name: /This is a test notification/ });
    await waitFor(() => expect(headerBell().textContent).toContain('2'));
    fireEvent.click(test);
    await waitFor(() => expect(headerBell().textContent).toBe('1'));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'PATCH' && call.path === '/api/Notification/n2/See'),
      ).toBe(true),
    );
    expect(test.className).not.toContain('border-primary');
  });
});

describe('unread badge', () => {
  function renderNav() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <RightNav />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  }

  it('shows 9+ above 9 and names the exact number', async () => {
    serveNotifications({ value: 12 });
    renderNav();
    const badge = await screen.findByLabelText('12 unread notifications');
    expect(badge.textContent).toBe('9+');
    const link = screen.getByRole('link', { name: 'Notifications' });
    expect(link.getAttribute('aria-describedby')).toBe(badge.id);
  });

  it('shows the number itself up to 9 and nothing at 0', async () => {
    const count = { value: 9 };
    serveNotifications(count);
    renderNav();
    expect((await screen.findByLabelText('9 unread notifications')).textContent).toBe('9');
    cleanup();
    count.value = 0;
    renderNav();
    await screen.findByRole('link', { name: 'Notifications' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByLabelText(/unread notification/)).toBeNull();
  });
});
