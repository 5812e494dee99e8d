import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { maxEventLocationLength, type ProductResponse } from '@kozos/contract';
import { fakeApi, kertUtca, me, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';
import { inHours, offer, order, sale, saleOrder } from '../orders/orders-test-data';

/* Issue 23.9, decision 077: the pick-up place in the offer forms, on the offer, in the cart and the sale. */

setUpAppTest();

const place = 'Kossuth u. 12.';
const mine = { id: me.id, name: me.name, username: me.username };
// The forms check ids as the contract does: uuids.
const groupId = '6f1d3c2a-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const productId = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

const honey: ProductResponse = {
  id: productId,
  name: 'Akácméz',
  tags: 'system.food',
  description: '',
  link: null,
  producerId: null,
  producer: null,
  unit: 50,
  measure: 'dkg',
  price: 1200,
  stock: null,
  offerCount: 0,
  photos: [],
  creationTime: inHours(-100),
};

/** A `datetime-local` value `hours` from now, in the browser's zone. */
function local(hours: number) {
  return format(new Date(Date.now() + hours * 3600 * 1000), "yyyy-MM-dd'T'HH:mm");
}

describe('the new offer form', () => {
  async function fillNewOffer() {
    const calls = fakeApi({
      'GET /api/Product': () => ok([honey]),
      'GET /api/Group': () => ok([{ ...kertUtca, id: groupId }]),
      'POST /api/Offer': () => ({ status: 201, body: { data: offer() } }),
    });
    renderApp(`/offers/new?product=${productId}`);
    await screen.findByText('Order unit');
    fireEvent.change(screen.getByLabelText(/^Total amount/), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(/^Order deadline/), { target: { value: local(24) } });
    fireEvent.change(screen.getByLabelText(/^Delivery/), { target: { value: local(48) } });
    return calls;
  }

  it('sends the pick-up place typed with the delivery', async () => {
    const calls = await fillNewOffer();
    const field = screen.getByLabelText(/^Pick-up place/);
    expect(field.closest('fieldset')?.querySelector('legend')?.textContent).toBe(
      'Times and pick-up',
    );
    fireEvent.change(field, { target: { value: place } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish offer' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        totalAmount: 5,
        pickupPlace: place,
      }),
    );
  }, 30_000);

  it('sends no place when left empty, and refuses a place too long before sending', async () => {
    const calls = await fillNewOffer();
    fireEvent.change(screen.getByLabelText(/^Pick-up place/), {
      target: { value: 'x'.repeat(maxEventLocationLength + 1) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish offer' }));
    expect(
      await screen.findByText(
        `This field can be maximum ${maxEventLocationLength} characters long`,
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Pick-up place/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish offer' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        pickupPlace: null,
      }),
    );
  }, 30_000);
});

describe('changing the pick-up place', () => {
  it('shows the place to change, and sends null when it is emptied', async () => {
    const calls = fakeApi({
      'GET /api/Offer/o1': () => ok(offer({ dealer: mine, pickupPlace: place })),
      'PATCH /api/Offer': () => ok(offer({ dealer: mine })),
    });
    renderApp('/offers/o1/edit');
    const field = await screen.findByLabelText(/^Pick-up place/);
    expect((field as HTMLInputElement).value).toBe(place);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        id: 'o1',
        totalAmount: 20,
        pickupPlace: null,
      }),
    );
  });
});

describe('the pick-up place shown', () => {
  it('is on the offer, with its label, and absent when there is none', async () => {
    fakeApi({
      'GET /api/Offer/o1': () => ok(offer({ pickupPlace: place })),
      'GET /api/Offer/o2': () =>
        ok(offer({ id: 'o2', product: { ...offer().product, name: 'Tojás' } })),
      'GET /api/Order': () => ok([]),
    });
    const router = renderApp('/offers/o1');
    const card = await screen.findByRole('article', { name: 'Akácméz' });
    const label = within(card).getByText('Pick-up place');
    expect(label.nextElementSibling?.textContent).toBe(place);
    await router.navigate('/offers/o2');
    await screen.findByRole('article', { name: 'Tojás' });
    expect(screen.queryByText('Pick-up place')).toBeNull();
  });

  it('follows the time in the cart; a time without a place gives way to the same time with one', async () => {
    // 12:30 in two days, so that an hour later is the same day whatever the time of the run (the
    // cart groups by day: at 23:xx, "an hour later" was the next day and a second region).
    const noon = new Date(Date.now() + 48 * 3600 * 1000);
    noon.setHours(12, 30, 0, 0);
    const delivery = noon.toISOString();
    const later = new Date(Date.parse(delivery) + 3600 * 1000).toISOString();
    fakeApi({
      'GET /api/Order': () =>
        ok([
          order({ offer: offer({ delivery, pickupPlace: place }) }),
          order({ id: 'r2', offer: offer({ id: 'o2', delivery: later }) }),
          order({ id: 'r3', offer: offer({ id: 'o3', delivery, pickupPlace: place }) }),
          // The same time without a place: the same hand-over, not a second "12:30".
          order({ id: 'r5', offer: offer({ id: 'o5', delivery }) }),
          order({
            id: 'r4',
            offer: offer({
              id: 'o4',
              delivery,
              dealer: { id: 'u4', name: 'Erzsi', username: null },
            }),
          }),
          order({
            id: 'r6',
            offer: offer({
              id: 'o6',
              delivery,
              pickupPlace: 'Piac tér',
              dealer: { id: 'u4', name: 'Erzsi', username: null },
            }),
          }),
        ]),
    });
    renderApp('/cart');
    const denes = await screen.findByRole('region', { name: 'Dénes Dealer' });
    const time = (instant: string) => format(new Date(instant), 'HH:mm');
    expect(within(denes).getByText(/^Pick-up at/).textContent).toBe(
      `Pick-up at ${time(delivery)}, ${place}; ${time(later)}`,
    );
    const erzsi = screen.getByRole('region', { name: 'Erzsi' });
    expect(within(erzsi).getByText(/^Pick-up at/).textContent).toBe(
      `Pick-up at ${time(delivery)}, Piac tér`,
    );
  });

  it('is under the sale’s heading, which is also printed', async () => {
    fakeApi({
      'GET /api/Sale/o1': () =>
        ok({ ...sale([saleOrder()]), offer: offer({ dealer: mine, pickupPlace: place }) }),
    });
    renderApp('/sales/o1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Akácméz' });
    const description = heading.parentElement?.textContent ?? '';
    expect(description).toContain(`, ${place} · Kert utca`);
  });
});
