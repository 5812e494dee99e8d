import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@kozos/contract';
import { setTheme } from '@/lib/theme';
import { fakeApi, me, ok, userRoutes, type FakeCall, type Routes } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

// The theme is kept in the module and on <html>: start each test from the default.
setUpAppTest({ alsoBefore: () => setTheme('system') });

const patchBodies = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method === 'PATCH' && call.path === '/api/User')
    .map((call) => call.body);

const digestBodies = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method === 'PUT' && call.path === '/api/Digest')
    .map((call) => call.body);

/** GET and PUT /api/Digest over one stored setting, as the server keeps it. */
function digestRoutes(start: boolean): Routes {
  let enabled = start;
  return {
    'GET /api/Digest': () => ok({ enabled }),
    'PUT /api/Digest': (call) => {
      ({ enabled } = call.body as { enabled: boolean });
      return ok({ enabled });
    },
  };
}

async function openSettings(user: MeResponse = me, digestEnabled = true) {
  const calls = fakeApi({ ...userRoutes(user), ...digestRoutes(digestEnabled) });
  renderApp('/settings');
  await screen.findByRole('heading', { name: 'Settings', level: 1 });
  return { calls, main: within(screen.getByRole('main')) };
}

const isChecked = (element: HTMLElement) => element.getAttribute('aria-checked') === 'true';

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

describe('settings: role', () => {
  // jsdom has no scrollIntoView; the role select's list scrolls its chosen option into view.
  beforeAll(() => {
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      value: () => {},
      configurable: true,
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  // Issue 23.10: a consumer saw the offer reports (on) and a seller section.
  it('shows a consumer no producer or distributor settings', async () => {
    const { main } = await openSettings({
      ...me,
      primeRole: 'consumer',
      isOfferReportEnabled: true,
    });
    expect(main.getByRole('combobox', { name: 'Role' }).textContent).toContain('Consumer');
    expect(main.queryByRole('switch', { name: 'Send me offer reports' })).toBeNull();
    expect(main.queryByRole('heading', { name: 'Producer details' })).toBeNull();
    expect(main.queryByRole('heading', { name: 'Distributor details' })).toBeNull();
    expect(main.queryByLabelText(/Currency/)).toBeNull();
  });

  // Issue 23.6: the role asked at onboarding could not be changed later.
  it('changes the role, and shows the new role’s own settings at once', async () => {
    const { calls, main } = await openSettings({ ...me, primeRole: 'consumer' });
    fireEvent.click(main.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Producer' }));
    await waitFor(() => expect(patchBodies(calls)).toEqual([{ primeRole: 'producer' }]));
    expect(await main.findByRole('heading', { name: 'Producer details' })).toBeTruthy();
    expect(main.getByRole('switch', { name: 'Send me offer reports' })).toBeTruthy();
    expect(main.getByLabelText('Company')).toBeTruthy();

    fireEvent.click(main.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Distributor' }));
    await waitFor(() =>
      expect(patchBodies(calls)).toEqual([{ primeRole: 'producer' }, { primeRole: 'distributor' }]),
    );
    expect(await main.findByRole('heading', { name: 'Distributor details' })).toBeTruthy();
    expect(main.queryByRole('heading', { name: 'Producer details' })).toBeNull();
  });

  it('offers the role to choose when onboarding skipped it', async () => {
    const { main } = await openSettings({ ...me, primeRole: null });
    expect(main.getByRole('combobox', { name: 'Role' }).textContent).toContain('Not chosen yet');
  });

  it('shows the producer’s section to someone a dealer has as producer, whatever their role', async () => {
    fakeApi({
      ...userRoutes({ ...me, primeRole: 'consumer' }),
      ...digestRoutes(true),
      'GET /api/Dealer': () => ok([{ id: 'c1' }]),
    });
    renderApp('/settings');
    expect(await screen.findByRole('switch', { name: 'Send me offer reports' })).toBeTruthy();
  });
});

describe('settings: role details', () => {
  it('saves a producer’s company and phone as they stand', async () => {
    const { calls, main } = await openSettings({
      ...me,
      primeRole: 'producer',
      company: 'Kiss Kert Bt.',
      phone: '+36 30 123 4567',
    });
    const company = main.getByLabelText<HTMLInputElement>('Company');
    fireEvent.change(company, { target: { value: ' Kiss Méhészet ' } });
    // Its own Save: the profile section above has another.
    fireEvent.click(within(company.closest('form')!).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patchBodies(calls)).toEqual([{ company: 'Kiss Méhészet', phone: '+36 30 123 4567' }]),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('saves a distributor’s currency', async () => {
    const { calls, main } = await openSettings({
      ...me,
      primeRole: 'distributor',
      currency: 'HUF',
    });
    const currency = main.getByLabelText<HTMLInputElement>(/Currency/);
    expect(currency.value).toBe('HUF');
    fireEvent.change(currency, { target: { value: ' EUR ' } });
    fireEvent.click(within(currency.closest('form')!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patchBodies(calls)).toEqual([{ currency: 'EUR' }]));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(main.queryByRole('switch', { name: 'Send me offer reports' })).toBeNull();
  });
});

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
