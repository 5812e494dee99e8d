import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DealerEvaluationsResponse, UserProfileResponse } from '@kozos/contract';
import { fakeApi, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';
import { inHours, sale, saleOrder, saleSummary } from './orders-test-data';

setUpAppTest();

// jsdom has no scrollIntoView; the sort select's list scrolls its chosen option into view.
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: () => {},
    configurable: true,
  });
});
afterAll(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('the sales list', () => {
  it('lists my offers with orders and what is left to fulfil', async () => {
    fakeApi({
      'GET /api/Sale': () =>
        ok([
          saleSummary(),
          saleSummary({
            offer: {
              ...saleSummary().offer,
              id: 'o2',
              product: { ...saleSummary().offer.product, name: 'Tojás' },
            },
            toFulfilCount: 0,
          }),
        ]),
    });
    renderApp('/sales');
    const honey = await screen.findByRole('article', { name: 'Akácméz' });
    expect(within(honey).getByText('2 to fulfil')).toBeTruthy();
    expect(honey.textContent).toContain('3 orders');
    expect(honey.textContent).toContain('7,200\u00a0ft');
    expect(within(honey).getByRole('link', { name: 'Akácméz' }).getAttribute('href')).toBe(
      '/sales/o1',
    );
    const eggs = screen.getByRole('article', { name: 'Tojás' });
    expect(within(eggs).getByText('All fulfilled')).toBeTruthy();
  });

  // Issue 23.10: the list had no visible order and no sort.
  it('asks for the soonest delivery first, shows that sort, and sorts by what is chosen', async () => {
    const calls = fakeApi({ 'GET /api/Sale': () => ok([saleSummary()]) });
    renderApp('/sales');
    await screen.findByRole('article', { name: 'Akácméz' });
    const sales = () => calls.filter((call) => call.path === '/api/Sale');
    expect(sales().at(-1)?.query.get('sortBy')).toBe('delivery');
    expect(sales().at(-1)?.query.get('order')).toBe('asc');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort.textContent).toBe('Delivery');
    fireEvent.click(sort);
    fireEvent.click(await screen.findByRole('option', { name: 'Product name' }));
    await waitFor(() => expect(sales().at(-1)?.query.get('sortBy')).toBe('name'));
    fireEvent.click(screen.getByRole('button', { name: 'Ascending order' }));
    await waitFor(() => expect(sales().at(-1)?.query.get('order')).toBe('desc'));
  });

  it('says when nobody has ordered yet', async () => {
    fakeApi({ 'GET /api/Sale': () => ok([]) });
    renderApp('/sales');
    expect(await screen.findByText('Nobody has ordered from your offers yet')).toBeTruthy();
  });
});

describe('one sale: the packing list', () => {
  const orders = [
    saleOrder(),
    saleOrder({
      id: 's2',
      buyer: { id: 'u5', name: 'Csaba', username: 'csaba' },
      isFulfilled: true,
      fulfilledTime: inHours(-1),
    }),
    saleOrder({
      id: 's3',
      buyer: { id: 'u6', name: 'Dóra', username: 'dora' },
      rejection: { reason: 'Elfogyott a méz', time: inHours(-1) },
    }),
  ];

  it('fulfils, undoes and rejects with a reason', async () => {
    const calls = fakeApi({
      'GET /api/Sale/o1': () => ok(sale(orders)),
      'POST /api/Sale/s1/Fulfil': () => ok(null),
      'POST /api/Sale/s2/Unfulfil': () => ok(null),
      'POST /api/Sale/s1/Reject': () => ok(null),
    });
    renderApp('/sales/o1');
    const list = await screen.findByRole('region', { name: 'Orders' });
    const bea = within(list).getByRole('listitem', { name: 'Bea Vevő' });
    expect(bea.textContent).toContain('2 × 50\u00a0dkg · 2,400\u00a0ft');
    fireEvent.click(within(bea).getByRole('button', { name: 'Mark fulfilled' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/Sale/s1/Fulfil')).toBe(true),
    );
    const csaba = within(list).getByRole('listitem', { name: 'Csaba' });
    fireEvent.click(within(csaba).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/Sale/s2/Unfulfil')).toBe(true),
    );
    const dora = within(list).getByRole('listitem', { name: 'Dóra' });
    expect(dora.textContent).toContain('Reason: Elfogyott a méz');
    expect(within(dora).queryByRole('button')).toBeNull();

    fireEvent.click(within(bea).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the order of Bea Vevő?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'A jég elverte' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/Sale/s1/Reject')?.body).toEqual({
        reason: 'A jég elverte',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('downloads the CSV with the token and prints', async () => {
    const calls = fakeApi({
      'GET /api/Sale/o1': () => ok(sale(orders)),
      'GET /api/Sale/o1/Csv': () => ({ status: 200, body: 'Vevő;Mennyiség' }),
    });
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderApp('/sales/o1');
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const csv = calls.find((call) => call.path === '/api/Sale/o1/Csv');
    expect(new Headers(csv?.init.headers).get('Authorization')).toBe('Bearer session-token');
    // Times in the file are written in this browser's zone.
    expect(csv?.query.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    // The printed table leaves the rejected order out.
    const table = screen.getByRole('table', { hidden: true });
    expect(table.textContent).toContain('Bea Vevő');
    expect(table.textContent).not.toContain('Dóra');
  });
});

describe('a dealer’s profile', () => {
  const denes: UserProfileResponse = {
    id: 'u2',
    name: 'Dénes Dealer',
    username: 'denes',
    email: '',
    phone: '',
    company: '',
    isAdmin: false,
    creationTime: '2026-02-01T00:00:00.000Z',
  };

  it('shows the average rating and the comments, a page at a time', async () => {
    const page = (skip: number): DealerEvaluationsResponse => ({
      average: 4.5,
      count: 11,
      items: Array.from({ length: skip === 0 ? 10 : 1 }, (_, index) => ({
        rating: index % 2 === 0 ? 5 : 4,
        comment: `Megjegyzés ${skip + index + 1}`,
        buyer: { id: `b${index}`, name: 'Bea Vevő', username: 'bea' },
        productName: 'Akácméz',
        time: inHours(-index - skip),
      })),
    });
    fakeApi({
      'GET /api/User/u2': () => ok(denes),
      'GET /api/User/u2/Evaluations': (call) => ok(page(Number(call.query.get('skip')))),
    });
    renderApp('/users/u2');
    const ratings = await screen.findByRole('region', { name: 'Ratings' });
    expect(ratings.textContent).toContain('4.5 · 11 ratings');
    expect(within(ratings).getByText('Megjegyzés 1')).toBeTruthy();
    expect(within(ratings).queryByText('Megjegyzés 11')).toBeNull();
    fireEvent.click(within(ratings).getByRole('button', { name: 'More ratings' }));
    expect(await within(ratings).findByText('Megjegyzés 11')).toBeTruthy();
    await waitFor(() =>
      expect(within(ratings).queryByRole('button', { name: 'More ratings' })).toBeNull(),
    );
  });

  it('shows nothing for someone never rated', async () => {
    fakeApi({
      'GET /api/User/u2': () => ok(denes),
      'GET /api/User/u2/Evaluations': () => ok({ average: null, count: 0, items: [] }),
    });
    renderApp('/users/u2');
    await screen.findByRole('heading', { level: 1, name: 'Dénes Dealer' });
    expect(screen.queryByRole('region', { name: 'Ratings' })).toBeNull();
  });
});
