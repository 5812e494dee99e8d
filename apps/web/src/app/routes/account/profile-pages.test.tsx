import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserProfileResponse } from '@kozos/contract';
import { fakeApi, me, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

const contact = {
  name: 'Anna Kiss',
  username: 'anna',
  email: 'anna@example.hu',
  phone: '+36 30 123 4567',
  company: 'Kiss Kert Bt.',
};

const peter: UserProfileResponse = {
  id: 'u2',
  name: 'Péter Nagy',
  username: 'peter',
  email: 'peter@example.hu',
  phone: '06 20 765 4321',
  company: 'Nagy Méhészet',
  isAdmin: false,
  creationTime: '2026-02-01T00:00:00.000Z',
};

/**
 * The profile card: its contact rows as label → shown value, and the line beside the name
 * (where the administrator label belongs).
 */
async function profileCard(name: string) {
  const heading = await screen.findByRole('heading', { name, level: 2 });
  const main = screen.getByRole('main');
  const rows: Record<string, string> = {};
  for (const term of main.querySelectorAll('dt'))
    rows[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return { card: within(main), nameLine: within(heading.parentElement as HTMLElement), rows };
}

describe('own profile /user', () => {
  it('shows name, username, e-mail, phone and company, without the administrator label', async () => {
    fakeApi({}, { ...me, ...contact, isAdmin: false });
    renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'My profile', level: 1 })).toBeTruthy();
    const { card, rows } = await profileCard('Anna Kiss');
    expect(rows).toEqual({
      Username: '@anna',
      'E-mail': 'anna@example.hu',
      Phone: '+36 30 123 4567',
      Company: 'Kiss Kert Bt.',
    });
    expect(card.getByRole('link', { name: 'anna@example.hu' }).getAttribute('href')).toBe(
      'mailto:anna@example.hu',
    );
    expect(card.getByRole('link', { name: '+36 30 123 4567' }).getAttribute('href')).toBe(
      'tel:+36301234567',
    );
    expect(screen.queryByText('Administrator')).toBeNull();
  });

  it('shows the administrator label for a site admin', async () => {
    fakeApi({}, { ...me, ...contact, isAdmin: true });
    renderApp('/user');
    const { nameLine } = await profileCard('Anna Kiss');
    expect(nameLine.getByText('Administrator')).toBeTruthy();
  });

  it('shows a dealer the ratings their buyers gave, as others see them', async () => {
    fakeApi(
      {
        [`GET /api/User/${me.id}/Evaluations`]: () =>
          ok({
            average: 4,
            count: 1,
            items: [
              {
                rating: 4,
                comment: 'Friss volt a méz',
                buyer: { id: 'b1', name: 'Bea Vevő', username: 'bea' },
                productName: 'Akácméz',
                time: '2026-02-01T00:00:00.000Z',
              },
            ],
          }),
      },
      { ...me, ...contact },
    );
    renderApp('/user');
    const ratings = await screen.findByRole('region', { name: 'Ratings' });
    expect(ratings.textContent).toContain('4 · 1 rating');
    expect(within(ratings).getByText('Friss volt a méz')).toBeTruthy();
  });
});

describe("another member's profile /users/{id}", () => {
  it('shows their name, username, e-mail, phone and company, without the administrator label', async () => {
    const calls = fakeApi({ 'GET /api/User/u2': () => ok(peter) });
    renderApp('/users/u2');
    expect(await screen.findByRole('heading', { name: 'Péter Nagy', level: 1 })).toBeTruthy();
    const { rows } = await profileCard('Péter Nagy');
    expect(rows).toEqual({
      Username: '@peter',
      'E-mail': 'peter@example.hu',
      Phone: '06 20 765 4321',
      Company: 'Nagy Méhészet',
    });
    expect(screen.queryByText('Administrator')).toBeNull();
    expect(calls.some((call) => call.method === 'GET' && call.path === '/api/User/u2')).toBe(true);
  });

  it('shows the administrator label for a site admin', async () => {
    fakeApi({ 'GET /api/User/u2': () => ok({ ...peter, isAdmin: true }) });
    renderApp('/users/u2');
    const { nameLine } = await profileCard('Péter Nagy');
    expect(nameLine.getByText('Administrator')).toBeTruthy();
  });

  it('leaves out the contact rows the viewer may not see', async () => {
    fakeApi({
      'GET /api/User/u2': () => ok({ ...peter, email: null, phone: null, company: null }),
    });
    renderApp('/users/u2');
    const { rows } = await profileCard('Péter Nagy');
    expect(rows).toEqual({ Username: '@peter' });
  });
});
