import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, me, userRoutes } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { digestBodies, isChecked, openSettings, patchBodies } from '../../test/settings';
import { setTheme } from '@/lib/theme';
import { setUpAppTest } from '../../test/app-test-setup';

// The theme is kept in the module and on <html>: start each test from the default.
setUpAppTest({ alsoBefore: () => setTheme('system') });

// The role and its details are in settings-role.test.tsx, the profile in settings-profile.test.tsx.

describe('settings: date format', () => {
  it('shows the empty setting as the default YYYY. MM. DD.', async () => {
    const { main } = await openSettings({ ...me, dateFormat: '' });
    const formats = main.getByRole('radiogroup', { name: 'Date format' });
    const radios = within(formats).getAllByRole('radio');
    const labelOf = (radio: HTMLElement) =>
      document.getElementById(radio.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(radios.map(labelOf)).toEqual([
      'YYYY. MM. DD.',
      'YYYY/MM/DD',
      'DD/MM/YYYY',
      'MM/DD/YYYY',
    ]);
    const standard = within(formats).getByRole('radio', { name: 'YYYY. MM. DD.' });
    expect(isChecked(standard)).toBe(true);
    expect(radios.filter(isChecked)).toEqual([standard]);
    const description = document.getElementById(standard.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/\(default\)$/);
  });

  it('saves the chosen format, and the default one as the empty string', async () => {
    const { calls, main } = await openSettings({ ...me, dateFormat: '' });
    const formats = main.getByRole('radiogroup', { name: 'Date format' });
    const dayFirst = within(formats).getByRole('radio', { name: 'DD/MM/YYYY' });
    fireEvent.click(dayFirst);
    await waitFor(() => expect(patchBodies(calls)).toEqual([{ dateFormat: 'DD/MM/YYYY' }]));
    await waitFor(() => expect(isChecked(dayFirst)).toBe(true));
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(() => expect(dayFirst.hasAttribute('disabled')).toBe(false));

    const standard = within(formats).getByRole('radio', { name: 'YYYY. MM. DD.' });
    fireEvent.click(standard);
    await waitFor(() =>
      expect(patchBodies(calls)).toEqual([{ dateFormat: 'DD/MM/YYYY' }, { dateFormat: '' }]),
    );
    await waitFor(() => expect(isChecked(standard)).toBe(true));
  });
});

describe('settings: theme', () => {
  it('applies the chosen theme to the root element and keeps it on this device only', async () => {
    const { calls, main } = await openSettings();
    const theme = main.getByRole('radiogroup', { name: 'Theme' });
    const root = document.documentElement;

    fireEvent.click(within(theme).getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(root.classList.contains('dark')).toBe(true));
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(localStorage.getItem('kozos.theme')).toBe('dark');
    expect(isChecked(within(theme).getByRole('radio', { name: 'Dark' }))).toBe(true);

    fireEvent.click(within(theme).getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(root.classList.contains('dark')).toBe(false));
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.style.colorScheme).toBe('light');
    expect(localStorage.getItem('kozos.theme')).toBe('light');

    fireEvent.click(within(theme).getByRole('radio', { name: 'System' }));
    await waitFor(() => expect(root.getAttribute('data-theme')).toBe('system'));
    expect(localStorage.getItem('kozos.theme')).toBe('system');
    expect(patchBodies(calls)).toEqual([]);
  });
});

describe('settings: switches', () => {
  it('turns notifications off and on again', async () => {
    const { calls, main } = await openSettings({ ...me, isNotificationEnabled: true });
    const notifications = main.getByRole('switch', { name: 'Notifications' });
    expect(isChecked(notifications)).toBe(true);

    fireEvent.click(notifications);
    await waitFor(() => expect(patchBodies(calls)).toEqual([{ isNotificationEnabled: false }]));
    await waitFor(() => expect(isChecked(notifications)).toBe(false));
    await waitFor(() => expect(notifications.hasAttribute('disabled')).toBe(false));

    fireEvent.click(notifications);
    await waitFor(() =>
      expect(patchBodies(calls)).toEqual([
        { isNotificationEnabled: false },
        { isNotificationEnabled: true },
      ]),
    );
    await waitFor(() => expect(isChecked(notifications)).toBe(true));
  });

  it('turns the producer offer report on', async () => {
    const { calls, main } = await openSettings({
      ...me,
      primeRole: 'producer',
      isOfferReportEnabled: false,
    });
    const report = main.getByRole('switch', { name: 'Send me offer reports' });
    expect(isChecked(report)).toBe(false);

    fireEvent.click(report);
    await waitFor(() => expect(patchBodies(calls)).toEqual([{ isOfferReportEnabled: true }]));
    await waitFor(() => expect(isChecked(report)).toBe(true));
    expect(isChecked(main.getByRole('switch', { name: 'Notifications' }))).toBe(true);
  });
});

describe('settings: daily summary e-mail', () => {
  const hintOf = (element: HTMLElement) =>
    document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

  it('turns the daily summary off and on again', async () => {
    const { calls, main } = await openSettings({ ...me, isNotificationEnabled: true }, true);
    const digest = main.getByRole('switch', { name: 'Daily summary e-mail' });
    await waitFor(() => expect(isChecked(digest)).toBe(true));
    expect(digest.hasAttribute('disabled')).toBe(false);
    expect(hintOf(digest)).toMatch(/^Once a day, an e-mail of the notifications/);

    fireEvent.click(digest);
    await waitFor(() => expect(digestBodies(calls)).toEqual([{ enabled: false }]));
    await waitFor(() => expect(isChecked(digest)).toBe(false));
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(() => expect(digest.hasAttribute('disabled')).toBe(false));

    fireEvent.click(digest);
    await waitFor(() =>
      expect(digestBodies(calls)).toEqual([{ enabled: false }, { enabled: true }]),
    );
    await waitFor(() => expect(isChecked(digest)).toBe(true));
    expect(patchBodies(calls)).toEqual([]);
  });

  it('waits, with a hint, while notifications are off', async () => {
    const { calls, main } = await openSettings({ ...me, isNotificationEnabled: false }, false);
    const digest = main.getByRole('switch', { name: 'Daily summary e-mail' });
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.path === '/api/Digest')).toBe(true),
    );
    expect(digest.hasAttribute('disabled')).toBe(true);
    expect(hintOf(digest)).toBe(
      'Turn notifications on first: the summary is sent only while they are on.',
    );
    fireEvent.click(digest);
    expect(digestBodies(calls)).toEqual([]);

    fireEvent.click(main.getByRole('switch', { name: 'Notifications' }));
    await waitFor(() => expect(digest.hasAttribute('disabled')).toBe(false));
    expect(isChecked(digest)).toBe(false);
    expect(hintOf(digest)).toMatch(/^Once a day/);
  });
});

describe('settings: test notification', () => {
  it('is a small action of the notification section, not of the notifications screen', async () => {
    const { calls, main } = await openSettings();
    const section = main.getByRole('heading', { name: 'Notifications' }).closest('div.rounded-2xl');
    fireEvent.click(
      within(section as HTMLElement).getByRole('button', { name: 'Send test notification' }),
    );
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.path === '/api/Notification/Test'),
      ).toBe(true),
    );
  });
});

describe('settings: one language', () => {
  it('shows the account’s language on the screen, and date formats in Hungarian letters', async () => {
    // This browser last showed English; the account says Hungarian: the account wins.
    const calls = fakeApi(userRoutes({ ...me, language: 'hu', dateFormat: '' }));
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Beállítások', level: 1 });
    expect(localStorage.getItem('kozos.language')).toBe('hu');
    const main = within(screen.getByRole('main'));
    const formats = main.getByRole('radiogroup', { name: 'Dátumformátum' });
    const dayFirst = within(formats).getByRole('radio', { name: 'NN/HH/ÉÉÉÉ' });
    expect(within(formats).getByRole('radio', { name: 'ÉÉÉÉ. HH. NN.' })).toBeTruthy();
    fireEvent.click(dayFirst);
    // The stored value keeps its own letters.
    await waitFor(() => expect(patchBodies(calls)).toEqual([{ dateFormat: 'DD/MM/YYYY' }]));
  });

  it('saves the side panel’s language switch on the account too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Open panel' }));
    const panel = await screen.findByRole('navigation', { name: 'Personal menu' });
    const language = within(panel).getByRole('radiogroup', { name: 'Language' });
    fireEvent.click(within(language).getByRole('radio', { name: 'Magyar' }));
    await waitFor(() => expect(patchBodies(calls)).toEqual([{ language: 'hu' }]));
    await waitFor(() => expect(localStorage.getItem('kozos.language')).toBe('hu'));
  });
});
