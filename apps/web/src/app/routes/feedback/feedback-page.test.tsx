import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeedbackResponse } from '@kozos/contract';
import { fakeApi, me, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

const item: FeedbackResponse = {
  id: 'f1',
  text: 'The code screen could say where to find the code.',
  path: '/groups/join',
  author: { id: 'u2', name: 'Béla Nagy', username: 'bela' },
  creationTime: '2026-03-01T10:00:00.000Z',
  doneTime: null,
};

describe('/feedback', () => {
  it('sends the text with the screen named in the address, then empties the text', async () => {
    const calls = fakeApi({ 'POST /api/Feedback': () => ({ status: 201, body: { data: item } }) });
    renderApp('/feedback?path=/groups/join');
    const send = await screen.findByRole('button', { name: 'Send feedback' });
    fireEvent.click(send);
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your feedback/), { target: { value: 'Lovely' } });
    fireEvent.click(send);
    await screen.findByText('Thank you! Your feedback is sent');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      text: 'Lovely',
      path: '/groups/join',
    });
    expect(screen.getByLabelText(/Your feedback/)).toHaveProperty('value', '');
  });

  it('shows a member no one else’s feedback', async () => {
    const calls = fakeApi({});
    renderApp('/feedback');
    await screen.findByRole('button', { name: 'Send feedback' });
    expect(screen.queryByText('Received feedback')).toBeNull();
    expect(calls.some((call) => call.path === '/api/Feedback')).toBe(false);
  });

  it('lets a site administrator read open feedback and mark it done', async () => {
    let done = false;
    const calls = fakeApi(
      {
        'GET /api/Feedback': (call) =>
          ok(
            Number(call.query.get('skip')) > 0 || (call.query.get('status') === 'open') === done
              ? []
              : [{ ...item, doneTime: done ? '2026-03-02T10:00:00.000Z' : null }],
          ),
        'PATCH /api/Feedback/f1': () => {
          done = true;
          return ok({ ...item, doneTime: '2026-03-02T10:00:00.000Z' });
        },
      },
      { ...me, isAdmin: true },
    );
    renderApp('/feedback');
    const card = await screen.findByRole('article', { name: 'Feedback from Béla Nagy' });
    expect(within(card).getByRole('link', { name: 'About /groups/join' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Mark done' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ done: true }),
    );
    expect(await screen.findByText('Nothing open: every message has been handled')).toBeTruthy();
  });
});
