import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, kertUtca, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

// jsdom has no scrollIntoView; the repeat select's list scrolls its chosen option into view.
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: () => {},
    configurable: true,
  });
});
afterAll(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

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

  it('asks for a whole number of dates in a repeat', async () => {
    fakeApi({ 'GET /api/Group': () => ok([kertUtca]) });
    renderApp('/events/new');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Sütés' } });
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '2099-05-01T18:00' } });
    fireEvent.click(screen.getByRole('combobox', { name: /^Repeat/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Every week' }));
    const count = await screen.findByLabelText(/^Number of dates/);
    fireEvent.change(count, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(count.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(count, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(count.getAttribute('aria-invalid')).not.toBe('true'));
  });
});
