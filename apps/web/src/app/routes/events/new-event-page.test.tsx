import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupListItem } from '@kozos/contract';
import { fakeApi, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

const kertUtca: GroupListItem = {
  id: 'g1',
  name: 'Kert utca',
  description: '',
  creationTime: '2026-01-01T00:00:00.000Z',
  memberCount: 2,
  memberPreview: [],
  myMembership: { id: 'm1', isAdmin: true },
};

describe('new event form', () => {
  it('says the event time has passed, and the deadline that the deadline has', async () => {
    const calls = fakeApi({ 'GET /api/Group': () => ok([kertUtca]) });
    renderApp('/events/new');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Sütés' } });
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '2020-05-01T18:00' } });
    fireEvent.change(screen.getByLabelText(/^Application deadline/), {
      target: { value: '2020-04-30T12:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('This time has already passed')).toBeTruthy();
    expect(screen.getByText('Entered deadline has already passed')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
