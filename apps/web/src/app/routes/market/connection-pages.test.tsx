import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DealerConnection, ProducerConnection } from '@kozos/contract';
import { fakeApi, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

const dealer = {
  id: 'u2',
  name: 'Dénes Dealer',
  username: 'denes',
  creationTime: '2026-01-01T00:00:00.000Z',
};

function dealerConnection(fields: Partial<DealerConnection> = {}): DealerConnection {
  return {
    id: 'c1',
    status: 'requested',
    dealer,
    requestedAt: '2026-03-01T10:00:00.000Z',
    joinedAt: null,
    ...fields,
  };
}

describe('producer requests (decision 076)', () => {
  it('lets the producer accept a dealer’s request on /dealers', async () => {
    let accepted = false;
    const calls = fakeApi({
      'GET /api/Dealer': () =>
        ok([
          accepted
            ? dealerConnection({ status: 'accepted', joinedAt: '2026-03-02T10:00:00.000Z' })
            : dealerConnection(),
        ]),
      'POST /api/Dealer/c1/Accept': () => {
        accepted = true;
        return ok(dealerConnection({ status: 'accepted', joinedAt: '2026-03-02T10:00:00.000Z' }));
      },
    });
    renderApp('/dealers');
    expect(await screen.findByText('Asks to add you as their producer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline Dénes Dealer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept Dénes Dealer' }));
    expect(await screen.findByText('Dénes Dealer can now name you as their producer')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Asks to add you as their producer')).toBeNull());
    expect(calls.some((call) => call.path === '/api/Dealer/c1/Accept')).toBe(true);
  });

  it('declines a request', async () => {
    const calls = fakeApi({
      'GET /api/Dealer': () => ok([dealerConnection()]),
      'POST /api/Dealer/c1/Decline': () => ok({}),
    });
    renderApp('/dealers');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Dénes Dealer' }));
    expect(await screen.findByText('Request declined')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/Dealer/c1/Decline')).toBe(true);
  });

  it('shows the dealer only the address while the producer has not accepted', async () => {
    const waiting: ProducerConnection = {
      id: 'c2',
      email: 'piroska@example.hu',
      status: 'requested',
      producer: null,
      creationTime: '2026-03-01T10:00:00.000Z',
    };
    fakeApi({ 'GET /api/Producer': () => ok([waiting]) });
    renderApp('/producers');
    expect(await screen.findByText('piroska@example.hu')).toBeTruthy();
    expect(screen.getByText('Waiting for the producer to accept')).toBeTruthy();
  });
});
