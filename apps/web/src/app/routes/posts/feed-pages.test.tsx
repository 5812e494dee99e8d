import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PostResponse } from '@kozos/contract';
import { fakeApi, kertUtca, ok, type FakeCall } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

function post(id: string, title: string, tags: string): PostResponse {
  return {
    id,
    title,
    description: '',
    link: '',
    tags,
    author: { id: 'u2', name: 'Béla Szabó', username: 'bela' },
    group: { id: 'g1', name: 'Kert utca' },
    photos: [],
    creationTime: '2026-03-01T10:00:00.000Z',
    editedTime: null,
    commentCount: 0,
  };
}

const feedCalls = (calls: FakeCall[]) => calls.filter((call) => call.path === '/api/Feed');

/** Home with one group; the feed answers `posts` unless searched or filtered. */
function serveHome(posts: PostResponse[]) {
  return fakeApi({
    'GET /api/Group': () => ok([kertUtca]),
    'GET /api/Feed': (call) =>
      ok(
        call.query.get('search') || call.query.get('tags')
          ? []
          : posts.map((data) => ({ id: data.id, type: 'post', data })),
      ),
  });
}

describe('home feed', () => {
  // Decision 227: its first photo is the first screen's largest paint, so the feed is asked for
  // together with the groups that decide whether it shows, not after them.
  it('asks for its first page while the groups are still coming, and shows it once they come', async () => {
    let answerGroups: (answer: ReturnType<typeof ok>) => void = () => undefined;
    const calls = fakeApi({
      'GET /api/Group': () =>
        new Promise((resolve) => {
          answerGroups = resolve;
        }),
      'GET /api/Feed': () =>
        ok(
          [post('p1', 'Friss tojás', 'system.news')].map((data) => ({
            id: data.id,
            type: 'post',
            data,
          })),
        ),
    });
    renderApp('/');
    await waitFor(() => expect(feedCalls(calls)).toHaveLength(1));
    expect(screen.queryByRole('article', { name: 'Friss tojás' })).toBeNull();
    act(() => answerGroups(ok([kertUtca])));
    expect(await screen.findByRole('article', { name: 'Friss tojás' })).toBeTruthy();
    expect(feedCalls(calls)).toHaveLength(1);
  });
});

describe('home feed filters', () => {
  it('says that nothing matched a search, and offers to clear it', async () => {
    const calls = serveHome([post('p1', 'Körtefa metszés', 'system.news')]);
    const router = renderApp('/?search=zzz');
    expect(await screen.findByText('Nothing matches your search')).toBeTruthy();
    expect(screen.queryByText('Nothing here yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('article', { name: 'Körtefa metszés' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
    expect(feedCalls(calls).at(-1)?.query.get('search')).toBeNull();
  });

  it('a tag chip on a card filters the feed by that tag', async () => {
    const calls = serveHome([post('p1', 'Elveszett macska', 'system.lookingfor;macska')]);
    const router = renderApp('/');
    const card = await screen.findByRole('article', { name: 'Elveszett macska' });
    const chip = within(card).getByRole('link', { name: 'macska' });
    expect(chip.getAttribute('href')).toBe('/?tags=macska');
    await act(() => router.navigate('/?tags=macska'));
    await waitFor(() => expect(feedCalls(calls).at(-1)?.query.get('tags')).toBe('macska'));
    expect(await screen.findByText('Nothing matches your search')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByRole('article', { name: 'Elveszett macska' })).toBeTruthy();
  });

  it('a plain empty feed still says Nothing here yet', async () => {
    serveHome([]);
    renderApp('/');
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
  });
});

describe('warning posts', () => {
  it('stand out from other posts: warning stripe, icon and label', async () => {
    serveHome([
      post('p1', 'Vízelzárás holnap', 'system.warning'),
      post('p2', 'Körtefa metszés', 'system.news'),
    ]);
    renderApp('/');
    const warning = await screen.findByRole('article', { name: 'Vízelzárás holnap' });
    const plain = screen.getByRole('article', { name: 'Körtefa metszés' });
    expect(within(warning).getByText('Warning to the group')).toBeTruthy();
    expect(within(plain).queryByText('Warning to the group')).toBeNull();
    expect(warning.className).toContain('border-amber');
    expect(plain.className).not.toContain('border-amber');
    const stripe = (card: HTMLElement) => card.querySelector('[data-status]')?.className ?? '';
    expect(stripe(warning)).toContain('bg-amber');
    expect(stripe(plain)).toContain('bg-emerald');
  });
});

describe('new post form', () => {
  it('picks the group with the UI kit’s select', async () => {
    fakeApi({ 'GET /api/Group': () => ok([kertUtca]) });
    renderApp('/posts/new');
    const group = await screen.findByRole('combobox', { name: /Group/ });
    expect(group.tagName).toBe('BUTTON');
    // The only group is chosen, and the form reads it from the kit's hidden native select.
    await waitFor(() =>
      expect(document.querySelector<HTMLSelectElement>('select[name="groupId"]')?.value).toBe('g1'),
    );
  });

  it('drops the "at most 10 tags" error as soon as there are 10 or fewer', async () => {
    fakeApi({ 'GET /api/Group': () => ok([kertUtca]) });
    renderApp('/posts/new');
    await screen.findByRole('combobox', { name: /Group/ });
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Sok címke' } });
    const free = screen.getByLabelText('Other tags');
    fireEvent.change(free, { target: { value: 'a;b;c;d;e;f;g;h;i;j;k' } });
    fireEvent.blur(free);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const error = 'At most 10 tags';
    expect(await screen.findAllByText(error)).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag k' }));
    await waitFor(() => expect(screen.queryAllByText(error)).toHaveLength(0));
  });
});
