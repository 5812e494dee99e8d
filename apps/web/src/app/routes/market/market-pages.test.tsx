import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  maxPrice,
  type GroupListItem,
  type GroupResponse,
  type OfferResponse,
  type ProductResponse,
} from '@kozos/contract';
import { fakeApi, me, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

const hour = 3600 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

function offer(fields: Partial<OfferResponse> = {}): OfferResponse {
  return {
    id: 'o1',
    group: { id: 'g1', name: 'Kert utca' },
    dealer: { id: 'u2', name: 'Dénes Dealer', username: 'denes' },
    producer: null,
    product: {
      id: 'p1',
      name: 'Akácméz',
      tags: 'system.food',
      description: 'Pergetett',
      photos: [],
    },
    price: 1200,
    unit: 50,
    measure: 'dkg',
    orderDeadline: inHours(24),
    delivery: inHours(48),
    pickupPlace: null,
    totalAmount: 20,
    availableAmount: 12,
    creationTime: inHours(-1),
    commentCount: 0,
    ...fields,
  };
}

function product(fields: Partial<ProductResponse> = {}): ProductResponse {
  return {
    id: 'p1',
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
    creationTime: inHours(-2),
    ...fields,
  };
}

describe('offer cards in the market', () => {
  it('show the price per unit, Free, Sold out and Outdated (spec §4)', async () => {
    fakeApi({
      'GET /api/Offer': () =>
        ok([
          offer(),
          offer({ id: 'o2', price: 0, product: { ...offer().product, name: 'Palánta' } }),
          offer({ id: 'o3', availableAmount: 0, product: { ...offer().product, name: 'Tojás' } }),
          offer({
            id: 'o4',
            orderDeadline: inHours(-1),
            product: { ...offer().product, name: 'Sajt' },
          }),
        ]),
    });
    renderApp('/offers');
    const honey = await screen.findByRole('article', { name: 'Akácméz' });
    expect(honey.textContent).toContain('1,200\u00a0ft');
    expect(honey.textContent).toContain('per 50\u00a0dkg');
    expect(honey.textContent).toContain('12 of 20');
    expect(within(honey).getByText('Open for orders')).toBeTruthy();
    const free = screen.getByRole('article', { name: 'Palánta' });
    expect(within(free).getByText('Free')).toBeTruthy();
    expect(free.textContent).not.toContain('ft');
    expect(
      within(screen.getByRole('article', { name: 'Tojás' })).getByText('Sold out'),
    ).toBeTruthy();
    // The market hides delivered offers; past ones that remain carry Outdated, one badge.
    const closed = screen.getByRole('article', { name: 'Sajt' });
    expect(within(closed).getByText('Outdated')).toBeTruthy();
    expect(within(closed).queryByText('Deadline passed')).toBeNull();
    expect(within(honey).queryByText('Outdated')).toBeNull();
  });

  it('asks the server to hide delivered offers unless the switch is turned off', async () => {
    const calls = fakeApi({ 'GET /api/Offer': () => ok([]) });
    renderApp('/offers');
    expect(await screen.findByText('No offers in your circles yet')).toBeTruthy();
    const market = () => calls.filter((call) => call.path === '/api/Offer');
    expect(market().at(-1)?.query.get('hidePast')).toBe('true');
    fireEvent.click(screen.getByRole('switch', { name: 'Hide delivered offers' }));
    await waitFor(() => expect(market().at(-1)?.query.get('hidePast')).toBeNull());
  });
});

describe('the offer page', () => {
  it('gives the dealer the purchase time and disables Delete while ordered, saying why', async () => {
    fakeApi({
      'GET /api/Offer/o1': () =>
        ok(
          offer({
            dealer: { id: me.id, name: me.name, username: me.username },
            purchaseTime: inHours(30),
          }),
        ),
    });
    renderApp('/offers/o1');
    const card = await screen.findByRole('article', { name: 'Akácméz' });
    expect(within(card).getByText('Your purchase')).toBeTruthy();
    const remove = within(card).getByRole('button', { name: 'Delete offer' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Members have ordered from it, so it cannot be deleted.')).toBeTruthy();
    const edit = within(card).getByRole('link', { name: 'Change amount and place' });
    expect(edit.getAttribute('href')).toBe('/offers/o1/edit?orderedAmount=8&unit=50&measure=dkg');
  });

  it('offers a member no dealer action', async () => {
    fakeApi({ 'GET /api/Offer/o1': () => ok(offer()) });
    renderApp('/offers/o1');
    const card = await screen.findByRole('article', { name: 'Akácméz' });
    expect(within(card).queryByRole('button', { name: 'Delete offer' })).toBeNull();
    expect(within(card).queryByText('Your purchase')).toBeNull();
  });
});

describe('changing the amount on offer', () => {
  it('names the ordered minimum and refuses less before sending (spec §5)', async () => {
    const calls = fakeApi({
      'GET /api/Offer/o1': () =>
        ok(offer({ dealer: { id: me.id, name: me.name, username: me.username } })),
    });
    renderApp('/offers/o1/edit?orderedAmount=15&unit=50&measure=dkg');
    const amount = await screen.findByLabelText(/Total amount \(at least 15, already ordered\)/);
    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Entered amount is lower than the already ordered amount'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});

describe('the product page', () => {
  it('explains why a product with offers cannot be deleted, before any attempt', async () => {
    fakeApi({ 'GET /api/Product/p1': () => ok(product({ offerCount: 2 })) });
    renderApp('/products/p1');
    const remove = await screen.findByRole('button', { name: 'Delete' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/cannot be deleted while it has 2 offers/)).toBeTruthy();
  });
});

describe('the new product form', () => {
  async function fillProduct(price: string) {
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Akácméz' } });
    fireEvent.change(screen.getByLabelText(/^Order unit/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Price per order unit/), { target: { value: price } });
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
  }

  // Issue 23.10: a too-high price said only "Invalid value".
  it('names the highest price allowed, as money, before sending', async () => {
    const calls = fakeApi({
      'POST /api/Product': () => ({ status: 201, body: { data: product() } }),
    });
    renderApp('/products/new');
    await fillProduct(String(maxPrice + 1));
    expect(await screen.findByText('It can be at most 100,000,000 ft')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  // Issue 23.2: opened in a new tab, "back" after saving left the app.
  it('saved with no page of the app behind it, lands on My products', async () => {
    fakeApi({
      'POST /api/Product': () => ({ status: 201, body: { data: product() } }),
      'GET /api/Product': () => ok([product()]),
    });
    const router = renderApp('/products/new');
    await fillProduct('1200');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });
});

describe('a new offer whose producer is in the group', () => {
  // The form checks ids as the contract does: uuids.
  const groupId = '6f1d3c2a-1b2c-4d3e-8f4a-5b6c7d8e9f01';
  const productId = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
  const kert: GroupListItem = {
    id: groupId,
    name: 'Kert utca',
    description: '',
    creationTime: inHours(-100),
    memberCount: 2,
    memberPreview: [],
    myMembership: { id: 'm1', isAdmin: true },
  };
  const group: GroupResponse = {
    id: groupId,
    name: 'Kert utca',
    description: '',
    creationTime: inHours(-100),
    memberships: [
      {
        id: 'm1',
        user: { id: me.id, name: me.name, username: me.username },
        isAdmin: true,
        joinedAt: inHours(-100),
      },
      {
        id: 'm2',
        user: { id: 'u9', name: 'Piroska', username: 'piroska' },
        isAdmin: false,
        joinedAt: inHours(-90),
      },
    ],
    myMembership: { id: 'm1', isAdmin: true },
  };
  const honey = product({
    id: productId,
    producerId: 'c1',
    producer: { connectionId: 'c1', userId: 'u9', name: 'Piroska', isPending: false },
  });

  it('asks "continue?" first and sends the confirmation only when given (spec §5)', async () => {
    const calls = fakeApi({
      'GET /api/Product': () => ok([honey]),
      'GET /api/Group': () => ok([kert]),
      [`GET /api/Group/${groupId}`]: () => ok(group),
      'POST /api/Offer': () => ({ status: 201, body: { data: offer() } }),
    });
    renderApp(`/offers/new?product=${productId}`);
    await screen.findByText('Order unit');
    fireEvent.change(screen.getByLabelText(/^Total amount/), { target: { value: '5' } });
    const local = (hours: number) => {
      const time = new Date(Date.now() + hours * hour);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
    };
    fireEvent.change(screen.getByLabelText(/^Order deadline/), { target: { value: local(24) } });
    fireEvent.change(screen.getByLabelText(/^Delivery/), { target: { value: local(48) } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish offer' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'The producer is in this group',
    });
    expect(question.textContent).toContain('Piroska');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Publish offer' }));
    const again = await screen.findByRole('alertdialog', { name: 'The producer is in this group' });
    fireEvent.click(within(again).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      productId,
      groupId,
      price: 1200,
      totalAmount: 5,
      producerInGroupConfirmed: true,
    });
  }, 30_000);
});
