import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, me, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';
import { inHours, offer, order } from './orders-test-data';

setUpAppTest();

const conflict = (message: string) => ({ status: 409, body: { message, status: 409, errors: {} } });

/** An open offer with nothing ordered yet, on its page: the amount field and the calls made. */
async function openOrderableOffer() {
  const calls = fakeApi({
    'GET /api/Offer/o1': () => ok(offer()),
    'GET /api/Order': () => ok([]),
    'POST /api/Order': () => ({ status: 201, body: { data: order() } }),
  });
  renderApp('/offers/o1');
  return { calls, amount: await screen.findByLabelText(/^Amount/) };
}

describe('ordering on the offer page', () => {
  it('shows one unit and the running total, and sends the amount in order units', async () => {
    const { calls, amount } = await openOrderableOffer();
    const control = screen.getByRole('region', { name: 'Your order' });
    expect(control.textContent).toContain('1 unit = 50\u00a0dkg');
    expect(control.textContent).toContain('Total: 1,200\u00a0ft');
    fireEvent.input(amount, { target: { value: '3' } });
    expect(control.textContent).toContain('Total: 3,600\u00a0ft');
    fireEvent.click(screen.getByRole('button', { name: 'Order' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        offerId: 'o1',
        amount: 3,
      }),
    );
    expect(await screen.findByText('Ordered')).toBeTruthy();
  });

  it('refuses more than is left before sending, and shows the server’s sold-out refusal', async () => {
    const calls = fakeApi({
      'GET /api/Offer/o1': () => ok(offer()),
      'GET /api/Order': () => ok([]),
      'POST /api/Order': () => conflict('sold_out'),
    });
    renderApp('/offers/o1');
    const amount = await screen.findByLabelText(/^Amount/);
    fireEvent.change(amount, { target: { value: '13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByText('At most 12 can be ordered')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(amount, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByText('Sold out: nothing is left of this offer')).toBeTruthy();
  });

  it('refuses a fraction of a unit instead of ordering less than typed', async () => {
    const { calls, amount } = await openOrderableOffer();
    fireEvent.input(amount, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByText('Enter a whole number')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('reads Accept for a free offer', async () => {
    fakeApi({
      'GET /api/Offer/o1': () => ok(offer({ price: 0 })),
      'GET /api/Order': () => ok([]),
    });
    renderApp('/offers/o1');
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Order' })).toBeNull();
  });

  it('shows my open order with the way to it, and lets me add to it', async () => {
    fakeApi({
      'GET /api/Offer/o1': () => ok(offer()),
      'GET /api/Order': () => ok([order()]),
    });
    renderApp('/offers/o1');
    const link = await screen.findByRole('link', { name: 'Open your order' });
    expect(link.getAttribute('href')).toBe('/purchase?id=r1');
    expect(screen.getByText('You have ordered from this offer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Order more' })).toBeTruthy();
  });

  it('says why nothing can be ordered: sold out, or the deadline passed', async () => {
    fakeApi({
      'GET /api/Offer/o1': () => ok(offer({ availableAmount: 0 })),
      'GET /api/Offer/o2': () => ok(offer({ id: 'o2', orderDeadline: inHours(-1) })),
      'GET /api/Order': () => ok([]),
    });
    const router = renderApp('/offers/o1');
    expect(await screen.findByText(/everything on offer has been ordered/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Order' })).toBeNull();
    await router.navigate('/offers/o2');
    expect(await screen.findByText(/The order deadline has passed: no more orders/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Order' })).toBeNull();
  });

  it('gives the dealer no order control', async () => {
    fakeApi({
      'GET /api/Offer/o1': () =>
        ok(offer({ dealer: { id: me.id, name: me.name, username: me.username } })),
      'GET /api/Order': () => ok([]),
    });
    renderApp('/offers/o1');
    await screen.findByRole('button', { name: 'Delete offer' });
    expect(screen.queryByLabelText(/^Amount/)).toBeNull();
  });
});

describe('the cart', () => {
  it('groups by delivery day and dealer, with totals, and opens each order', async () => {
    // 28 hours before the other offers' delivery (48 h): another calendar day whatever the hour.
    const sooner = inHours(20);
    const calls = fakeApi({
      'GET /api/Order': () =>
        ok([
          order(),
          order({
            id: 'r2',
            amount: 1,
            offer: offer({ id: 'o2', product: { ...offer().product, name: 'Tojás' }, price: 500 }),
          }),
          order({
            id: 'r3',
            amount: 2,
            offer: offer({
              id: 'o3',
              price: 0,
              orderDeadline: inHours(10),
              delivery: sooner,
              dealer: { id: 'u4', name: 'Erzsi', username: 'erzsi' },
              product: { ...offer().product, name: 'Palánta' },
            }),
          }),
        ]),
    });
    renderApp('/cart');
    const denes = await screen.findByRole('region', { name: 'Dénes Dealer' });
    expect(denes.textContent).toContain('Total from this dealer4,100\u00a0ft');
    // Only free offers from Erzsi: her line and her total say Free, not "0 ft" (#23.10).
    const erzsi = screen.getByRole('region', { name: 'Erzsi' });
    expect(within(erzsi).getAllByText('Free')).toHaveLength(2);
    expect(erzsi.textContent).toContain('Total from this dealerFree');
    expect(erzsi.textContent).not.toContain('0\u00a0ft');
    // Erzsi delivers first: her day comes first.
    const days = screen.getAllByRole('heading', { level: 2, name: /^Delivery on/ });
    expect(days).toHaveLength(2);
    expect(days[0]?.parentElement?.contains(erzsi)).toBe(true);
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('4,100\u00a0ft');
    const row = within(denes).getByRole('link', { name: /Tojás/ });
    expect(row.getAttribute('href')).toBe('/purchase?id=r2');
    expect(calls.find((call) => call.path === '/api/Order')?.query.get('state')).toBe('open');
  });

  it('folds away earlier deliveries the dealer has not marked fulfilled, outside the total', async () => {
    fakeApi({
      'GET /api/Order': () =>
        ok([
          order(),
          order({
            id: 'r9',
            amount: 5,
            offer: offer({
              id: 'o9',
              orderDeadline: inHours(-100),
              delivery: inHours(-72),
              product: { ...offer().product, name: 'Krumpli' },
            }),
          }),
        ]),
    });
    renderApp('/cart');
    const earlier = await screen.findByText('1 earlier order not yet marked fulfilled');
    const folded = earlier.closest('details');
    expect(folded?.open).toBe(false);
    // Only the coming delivery counts: 3 × 1,200 ft, not the 5 units delivered three days ago.
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('3,600\u00a0ft');
    const days = screen.getAllByRole('heading', { level: 2, name: /^Delivery on/ });
    expect(days).toHaveLength(2);
    expect(folded?.contains(days[0] ?? null)).toBe(false);
    expect(folded?.contains(days[1] ?? null)).toBe(true);
    const old = within(folded as HTMLElement).getByRole('link', { name: /Krumpli/ });
    expect(old.getAttribute('href')).toBe('/purchase?id=r9');
  });

  it('says nothing is coming when only earlier deliveries are open', async () => {
    fakeApi({
      'GET /api/Order': () =>
        ok([order({ offer: offer({ orderDeadline: inHours(-100), delivery: inHours(-72) }) })]),
    });
    renderApp('/cart');
    expect(await screen.findByText('Nothing to pick up from today on')).toBeTruthy();
    expect(screen.getByText('1 earlier order not yet marked fulfilled')).toBeTruthy();
    expect(screen.queryByText('Total')).toBeNull();
    expect(screen.getByRole('link', { name: 'To the market' })).toBeTruthy();
  });

  it('reads every page of open orders, so none is left out of the total', async () => {
    const calls = fakeApi({
      'GET /api/Order': ({ query }) => {
        const skip = Number(query.get('skip'));
        const count = skip === 0 ? 100 : 1;
        return ok(
          Array.from({ length: count }, (_, index) => order({ id: `r${skip + index}`, amount: 1 })),
        );
      },
    });
    renderApp('/cart');
    const denes = await screen.findByRole('region', { name: 'Dénes Dealer' });
    expect(within(denes).getAllByRole('link', { name: /Akácméz/ })).toHaveLength(101);
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('121,200\u00a0ft');
    const skips = calls
      .filter((call) => call.path === '/api/Order')
      .map((call) => call.query.get('skip'));
    expect(skips).toEqual(['0', '100']);
  });

  it('says when it is empty, and shows a failure with Retry', async () => {
    let fail = true;
    fakeApi({
      'GET /api/Order': () =>
        fail
          ? { status: 500, body: { message: 'unexpected_error', status: 500, errors: {} } }
          : ok([]),
    });
    renderApp('/cart');
    expect(await screen.findByText('The cart could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });
});
