import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';
import { inHours, offer, order } from './orders-test-data';

setUpAppTest();

/* Issue 23.1: the purchase history, the cart's way to it, and the offer page after fulfilment. */

const honey = order();
const eggs = order({
  id: 'r2',
  offer: offer({
    id: 'o2',
    product: { ...offer().product, name: 'Tojás' },
    dealer: { id: 'u4', name: 'Erzsi', username: 'erzsi' },
  }),
  isFulfilled: true,
  fulfilledTime: inHours(-24),
});
const rated = order({
  id: 'r3',
  offer: offer({ id: 'o3', product: { ...offer().product, name: 'Dió' } }),
  isFulfilled: true,
  fulfilledTime: inHours(-48),
  evaluation: { rating: 4, comment: '', time: inHours(-40) },
});
const late = order({
  id: 'r4',
  offer: offer({ id: 'o4', product: { ...offer().product, name: 'Mák' } }),
  isFulfilled: true,
  fulfilledTime: inHours(-24 * 40),
});

describe('the purchase history', () => {
  it('lists every order newest first, with Rate inside the month and the stars once rated', async () => {
    const calls = fakeApi({ 'GET /api/Order': () => ok([honey, eggs, rated, late]) });
    renderApp('/purchases');
    const list = await screen.findByRole('list', { name: 'My purchases' });
    const rows = within(list).getAllByRole('article');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByRole('link', { name: 'Akácméz' }).getAttribute('href')).toBe(
      '/purchase?id=r1',
    );
    expect(rows[0]!.textContent).toContain('Open');
    const rate = within(rows[1]!).getByRole('link', { name: 'Rate Tojás' });
    expect(rate.getAttribute('href')).toBe('/purchase?id=r2');
    expect(rows[1]!.textContent).toContain('Erzsi');
    expect(within(rows[2]!).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(within(rows[2]!).queryByRole('link', { name: /^Rate/ })).toBeNull();
    expect(within(rows[3]!).queryByRole('link', { name: /^Rate/ })).toBeNull();
    const first = calls.find((call) => call.path === '/api/Order');
    expect(first?.query.get('sortBy')).toBe('date');
    expect(first?.query.get('state')).toBe('all');
  });

  it('asks the server for one state and for a search, and says when nothing matches', async () => {
    const calls = fakeApi({
      'GET /api/Order': (call) =>
        ok(
          call.query.get('search') === 'toj' || call.query.get('state') === 'fulfilled'
            ? []
            : [honey],
        ),
    });
    renderApp('/purchases');
    await screen.findByRole('link', { name: 'Akácméz' });
    fireEvent.click(screen.getByRole('radio', { name: 'Fulfilled' }));
    expect(await screen.findByText('No purchase matches')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await screen.findByRole('link', { name: 'Akácméz' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search my purchases' }), {
      target: { value: ' toj ' },
    });
    await waitFor(() =>
      expect(calls.some((call) => call.query.get('search') === 'toj')).toBe(true),
    );
    expect(await screen.findByText('No purchase matches')).toBeTruthy();
  });

  it('invites to the market when there is nothing yet', async () => {
    fakeApi({ 'GET /api/Order': () => ok([]) });
    renderApp('/purchases');
    expect(await screen.findByText('You have not ordered anything yet')).toBeTruthy();
  });

  it('is linked from the cart and the left navigation', async () => {
    fakeApi({ 'GET /api/Order': () => ok([]) });
    renderApp('/cart');
    await screen.findByText('Your cart is empty');
    const link = within(screen.getByRole('main')).getByRole('link', { name: 'My purchases' });
    expect(link.getAttribute('href')).toBe('/purchases');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My purchases' }).getAttribute('href')).toBe(
      '/purchases',
    );
  });
});

describe('the offer page after fulfilment', () => {
  it('still links my order, now fulfilled, asking for my latest order of the offer', async () => {
    const calls = fakeApi({
      'GET /api/Offer/o1': () => ok(offer()),
      'GET /api/Order': () => ok([order({ isFulfilled: true, fulfilledTime: inHours(-1) })]),
    });
    renderApp('/offers/o1');
    const link = await screen.findByRole('link', { name: 'Open your order' });
    expect(link.getAttribute('href')).toBe('/purchase?id=r1');
    expect(screen.getByText('Your order of this offer is fulfilled')).toBeTruthy();
    // Before the deadline too, nothing is added to a fulfilled order.
    expect(screen.queryByLabelText(/^Amount/)).toBeNull();
    const asked = calls.find((call) => call.path === '/api/Order')?.query;
    expect([asked?.get('offerId'), asked?.get('sortBy'), asked?.get('limit')]).toEqual([
      'o1',
      'date',
      '1',
    ]);
  });
});
