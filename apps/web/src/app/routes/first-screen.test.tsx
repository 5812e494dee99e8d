import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostResponse } from '@kozos/contract';
import { fetchOverrides } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { fakeApi, kertUtca, ok, type FakeCall, type Routes } from '../test/fake-api';
import { setUpAppTest } from '../test/app-test-setup';
import { renderApp } from '../test/render-app';
import firstScreenScript from '../../../public/first-screen.js?raw';

setUpAppTest();

// Decision 216: public/first-screen.js, as index.html runs it before the app's scripts.
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the file the browser runs, as is
const runFirstScreenScript = new Function(firstScreenScript) as () => void;

afterEach(() => {
  delete window.kozosFirstScreen;
  document.getElementById('kozos-first-screen')?.remove();
  document.head
    .querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')
    .forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
});

const post: PostResponse = {
  id: 'p1',
  title: 'Friss tojás',
  description: '',
  link: '',
  tags: 'system.news',
  author: { id: 'u2', name: 'Béla Szabó', username: 'bela' },
  group: { id: 'g1', name: 'Kert utca' },
  photos: [],
  creationTime: '2026-03-01T10:00:00.000Z',
  editedTime: null,
  commentCount: 0,
};

const homeRoutes: Routes = {
  'GET /api/Group': () => ok([kertUtca]),
  'GET /api/Feed': () => ok([{ id: post.id, type: 'post', data: post }]),
};

const firstScreenPaths = ['/api/User', '/api/Group', '/api/Feed'];
const countsOf = (calls: FakeCall[]) =>
  firstScreenPaths.map((path) => calls.filter((call) => call.path === path).length);

describe('the first screen asked for before the scripts (decision 216)', () => {
  it('sends the user, the groups and the feed once each: the app takes those answers', async () => {
    const calls = fakeApi(homeRoutes);
    runFirstScreenScript();
    expect(countsOf(calls)).toEqual([1, 1, 1]);
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer session-token' });
    renderApp('/');
    expect(await screen.findByRole('article', { name: 'Friss tojás' })).toBeTruthy();
    expect(countsOf(calls)).toEqual([1, 1, 1]);
  });

  it('sends a request again when the early one got no response', async () => {
    let feedAnswers = 0;
    const calls = fakeApi({
      ...homeRoutes,
      'GET /api/Feed': () => {
        feedAnswers += 1;
        if (feedAnswers === 1) throw new TypeError('Failed to fetch');
        return ok([{ id: post.id, type: 'post', data: post }]);
      },
    });
    runFirstScreenScript();
    renderApp('/');
    expect(await screen.findByRole('article', { name: 'Friss tojás' })).toBeTruthy();
    expect(countsOf(calls)).toEqual([1, 1, 2]);
  });

  it('a session the server refuses goes to sign-in, as without the early requests', async () => {
    const calls = fakeApi(homeRoutes, null);
    runFirstScreenScript();
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(getSession().isLoggedIn).toBe(false);
    expect(countsOf(calls)[0]).toBe(1);
  });

  it('leaves a filtered feed and other screens to the app', () => {
    const calls = fakeApi(homeRoutes);
    window.history.replaceState(null, '', '/?search=tojás');
    runFirstScreenScript();
    expect(countsOf(calls)).toEqual([1, 1, 0]);
    window.history.replaceState(null, '', '/groups');
    delete window.kozosFirstScreen;
    runFirstScreenScript();
    expect(window.kozosFirstScreen).toBeUndefined();
    expect(countsOf(calls)).toEqual([1, 1, 0]);
  });

  it("asks for the start's files and the shown language's texts that index.html lists", () => {
    fakeApi(homeRoutes);
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'kozos-first-screen';
    data.textContent = JSON.stringify({
      start: ['/assets/start.js'],
      texts: { en: ['/assets/en.js'], hu: ['/assets/hu.js'] },
    });
    document.head.append(data);
    runFirstScreenScript();
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/start.js',
      '/assets/en.js',
    ]);
  });

  it("hands the language's text edits to the app's first load of them", async () => {
    const calls = fakeApi({
      ...homeRoutes,
      'GET /api/Translation': () => ok({ texts: { 'home.title': 'Kezdőlap!' } }),
    });
    runFirstScreenScript();
    const translations = () => calls.filter((call) => call.path === '/api/Translation');
    expect(translations().map((call) => call.query.get('language'))).toEqual(['en']);
    expect(translations()[0]?.init.headers).not.toHaveProperty('Authorization');
    expect(await fetchOverrides('en')).toEqual({ 'home.title': 'Kezdőlap!' });
    expect(translations()).toHaveLength(1);
  });

  it("asks for the first card's photo as the feed answers, as the card's <picture> will", async () => {
    const photo = {
      id: 'ph 1',
      width: 4000,
      height: 3000,
      thumbhash: '',
      widths: [320, 640, 1280],
      alt: '',
    };
    fakeApi({
      ...homeRoutes,
      'GET /api/Feed': () =>
        ok([{ id: post.id, type: 'post', data: { ...post, photos: [photo] } }]),
    });
    runFirstScreenScript();
    await waitFor(() =>
      expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(2),
    );
    renderApp('/');
    const card = await screen.findByRole('article', { name: 'Friss tojás' });
    const source = card.querySelector('picture source');
    const image = card.querySelector('picture img');
    const [phone, wide] = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(phone?.getAttribute('as')).toBe('image');
    expect(phone?.getAttribute('fetchpriority')).toBe('high');
    expect(phone?.getAttribute('media')).toBe(source?.getAttribute('media'));
    expect(phone?.getAttribute('imagesrcset')).toBe(source?.getAttribute('srcset'));
    expect(phone?.getAttribute('imagesizes')).toBe(source?.getAttribute('sizes'));
    expect(wide?.getAttribute('media')).toBe('(min-width: 800px)');
    expect(wide?.getAttribute('imagesrcset')).toBe(image?.getAttribute('srcset'));
    expect(wide?.getAttribute('imagesizes')).toBe(image?.getAttribute('sizes'));
  });
});
