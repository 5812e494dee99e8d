import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';
import { inHours, offer, order } from './orders-test-data';

setUpAppTest();

describe('the purchase screen', () => {
  it('changes the amount before the deadline, within what is left plus my own', async () => {
    const calls = fakeApi({
      'GET /api/Order/r1': () => ok(order()),
      'PATCH /api/Order/r1': () => ok(order({ amount: 5 })),
    });
    renderApp('/purchase?id=r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Akácméz' })).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Your order' });
    expect(facts.textContent).toContain('3,600\u00a0ft');
    expect(within(facts).getByText('Open')).toBeTruthy();
    const amount = screen.getByLabelText(/^Amount/);
    // 12 left on the offer and my 3: at most 15.
    fireEvent.change(amount, { target: { value: '16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 15 can be ordered')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ amount: 5 }),
    );
  });

  it('deletes only after the confirmation, then goes back to the cart', async () => {
    const calls = fakeApi({
      'GET /api/Order/r1': () => ok(order()),
      'DELETE /api/Order/r1': () => ok(null),
      'GET /api/Order': () => ok([]),
    });
    const router = renderApp('/purchase?id=r1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete order' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete this order?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('offers only Delete once I am no longer a member of the group, and says why', async () => {
    const calls = fakeApi({
      'GET /api/Order/r1': () => ok(order({ buyerIsMember: false })),
      'DELETE /api/Order/r1': () => ok(null),
      'GET /api/Order': () => ok([]),
    });
    const router = renderApp('/purchase?id=r1');
    expect(await screen.findByText('You are no longer a member of Kert utca')).toBeTruthy();
    expect(screen.getByText(/the amount of this order can no longer be changed/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Amount/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('is read-only after the deadline and says why', async () => {
    fakeApi({
      'GET /api/Order/r1': () => ok(order({ offer: offer({ orderDeadline: inHours(-1) }) })),
    });
    renderApp('/purchase?id=r1');
    expect(await screen.findByText('The order can no longer be changed')).toBeTruthy();
    expect(screen.queryByLabelText(/^Amount/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete order' })).toBeNull();
  });

  it('shows the reason of a rejected order', async () => {
    fakeApi({
      'GET /api/Order/r1': () =>
        ok(order({ rejection: { reason: 'A jég elverte', time: inHours(-1) } })),
    });
    renderApp('/purchase?id=r1');
    expect(await screen.findByText('The dealer rejected this order')).toBeTruthy();
    expect(screen.getByText('Reason: A jég elverte')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('rates a fulfilled order with stars and a comment', async () => {
    const calls = fakeApi({
      'GET /api/Order/r1': () => ok(order({ isFulfilled: true, fulfilledTime: inHours(-24) })),
      'POST /api/Order/r1/Evaluation': () => ok(null),
    });
    renderApp('/purchase?id=r1');
    const stars = await screen.findByRole('radiogroup', { name: 'Rating' });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: 'Finom volt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        rating: 4,
        comment: 'Finom volt',
      }),
    );
  });

  it('lets the buyer change a rating within the month, and only shows it after', async () => {
    const evaluation = { rating: 5, comment: 'Kiváló', time: inHours(-20) };
    fakeApi({
      'GET /api/Order/r1': () =>
        ok(order({ isFulfilled: true, fulfilledTime: inHours(-24), evaluation })),
      'GET /api/Order/r2': () =>
        ok(order({ id: 'r2', isFulfilled: true, fulfilledTime: inHours(-24 * 40), evaluation })),
    });
    const router = renderApp('/purchase?id=r1');
    expect(await screen.findByRole('heading', { name: 'Change your rating' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText(/^Comment/)).toHaveProperty('value', 'Kiváló');
    await router.navigate('/purchase?id=r2');
    expect(await screen.findByText('Your rating')).toBeTruthy();
    expect(screen.getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('sends an address without an order to the cart', async () => {
    fakeApi({ 'GET /api/Order': () => ok([]) });
    const router = renderApp('/purchase');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('shows Not found for an order that is not there', async () => {
    fakeApi({});
    renderApp('/purchase?id=nope');
    expect(await screen.findByText('This order does not exist or has been deleted.')).toBeTruthy();
  });
});
