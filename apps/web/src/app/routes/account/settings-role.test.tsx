import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, me, ok, userRoutes } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { digestRoutes, openSettings, patchBodies } from '../../test/settings';
import { setTheme } from '@/lib/theme';
import { setUpAppTest } from '../../test/app-test-setup';

// The settings screen's role and role details (the rest: settings-page.test.tsx).
// The theme is kept in the module and on <html>: start each test from the default.
setUpAppTest({ alsoBefore: () => setTheme('system') });

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
