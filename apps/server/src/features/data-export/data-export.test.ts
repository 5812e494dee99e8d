import { type DataExport, routes, type RouteSpec } from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createComment } from '../../test/comments';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { answer, createEvent } from '../../test/events';
import { createOffer } from '../../test/market';
import { createPost } from '../../test/posts';
import { expectRequestOf, labelled } from '../../test/authorization-matrix';

/*
 * Anna and Béla share a group; both have a phone and a company, both posted, Béla's warning
 * notified Anna, Béla invited Anna to a second group by e-mail, and Anna made an access code and
 * sent feedback; Anna made an event Béla said yes to; both offer a product. Anna's export holds all of hers and nothing
 * of Béla's but his name.
 */

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  anna = await createUser(t, { username: 'anna', name: 'Kiss Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Nagy Béla' });
  await ok(t, anna, 'PATCH', '/api/User', { phone: '+36 1 111 1111', company: 'Anna Kertje Kft.' });
  await ok(t, bela, 'PATCH', '/api/User', { phone: '+36 30 999 9999', company: 'Béla Méhészet' });
  const group = await createGroup(t, anna, { name: 'Kert utca', members: [bela] });
  await createPost(t, anna, group.id, { title: 'Anna almát ad', description: 'Két láda' });
  const warning = await createPost(t, bela, group.id, {
    title: 'Béla titkos terve',
    tags: 'system.warning',
  });
  await createComment(t, anna, { type: 'post', id: warning.id }, 'Anna kérdez');
  await createComment(t, bela, { type: 'post', id: warning.id }, 'Béla válaszol');
  const event = await createEvent(t, anna, group.id, { name: 'Metszés Annánál' });
  await answer(t, bela, event.id, true);
  await createEvent(t, bela, group.id, { name: 'Béla méhei' });
  await createOffer(t, anna, group.id, { product: { name: 'Anna körtéje' } });
  await createOffer(t, bela, group.id, { product: { name: 'Béla akácmézje' } });
  const walnuts = await createOffer(t, bela, group.id, { product: { name: 'Béla diója' } });
  await ok(t, anna, 'POST', '/api/Order', { offerId: walnuts.id, amount: 2 });
  const other = await createGroup(t, bela, { name: 'Piac tér' });
  await ok(t, bela, 'POST', `/api/Invitation/${other.id}/Email`, { email: anna.email });
  await ok(t, anna, 'POST', `/api/AccessCode/${group.id}`, { uses: 3 });
  await ok(t, anna, 'POST', '/api/Feedback', { text: 'Szép az oldal', path: '/groups' });
});
afterAll(async () => {
  await t.close();
});

const exportOf = (user: TestUser) => ok<DataExport>(t, user, 'GET', '/api/User/Export');
const section = (data: DataExport, name: string) =>
  data.sections.find((candidate) => candidate.name === name)?.data;

describe('download my data', () => {
  it('holds the profile, memberships, posts, notifications, invitations, codes and feedback', async () => {
    const data = await exportOf(anna);
    expect(data.sections.map((entry) => entry.name)).toEqual([
      'profile',
      'memberships',
      'posts',
      'comments',
      'products',
      'offers',
      'orders',
      'events',
      'eventAnswers',
      'notifications',
      'invitationsReceived',
      'inviteLinks',
      'accessCodes',
      'feedback',
      'photos',
    ]);
    expect(section(data, 'profile')).toMatchObject({
      email: anna.email,
      phone: '+36 1 111 1111',
      company: 'Anna Kertje Kft.',
    });
    expect(section(data, 'memberships')).toEqual([
      expect.objectContaining({ group: 'Kert utca', isAdmin: true }),
    ]);
    expect(section(data, 'posts')).toEqual([
      expect.objectContaining({
        title: 'Anna almát ad',
        description: 'Két láda',
        group: 'Kert utca',
      }),
    ]);
    expect(section(data, 'comments')).toEqual([
      expect.objectContaining({ body: 'Anna kérdez', itemType: 'post', group: 'Kert utca' }),
    ]);
    expect(section(data, 'products')).toEqual([expect.objectContaining({ name: 'Anna körtéje' })]);
    expect(section(data, 'offers')).toEqual([
      expect.objectContaining({ product: 'Anna körtéje', group: 'Kert utca' }),
    ]);
    expect(section(data, 'orders')).toEqual([
      expect.objectContaining({ product: 'Béla diója', dealer: 'Nagy Béla', amount: 2 }),
    ]);
    expect(section(data, 'events')).toEqual([
      expect.objectContaining({ name: 'Metszés Annánál', group: 'Kert utca' }),
    ]);
    expect(section(data, 'eventAnswers')).toEqual([]);
    expect(section(data, 'notifications')).toContainEqual(
      expect.objectContaining({
        type: 'WARNING_POST',
        variables: expect.objectContaining({ userName: 'Nagy Béla' }) as object,
      }),
    );
    expect(section(data, 'invitationsReceived')).toEqual([
      expect.objectContaining({ group: 'Piac tér', invitedBy: 'Nagy Béla', acceptedTime: null }),
    ]);
    expect(section(data, 'accessCodes')).toEqual([
      expect.objectContaining({ group: 'Kert utca', maxUses: 3, uses: 0 }),
    ]);
    expect(section(data, 'feedback')).toEqual([
      expect.objectContaining({ text: 'Szép az oldal', path: '/groups' }),
    ]);
  });

  it("holds no one else's e-mail, phone or company, nor what they wrote", async () => {
    const text = JSON.stringify(await exportOf(anna));
    for (const other of [bela.email, '+36 30 999 9999', 'Béla Méhészet']) {
      expect(text).not.toContain(other);
    }
    const belaText = JSON.stringify(await exportOf(bela));
    for (const other of [anna.email, '+36 1 111 1111', 'Anna Kertje Kft.', 'Anna almát ad']) {
      expect(belaText).not.toContain(other);
    }
    // His yes to Anna's event is his: the event's name and time, not its other answers.
    expect(section(await exportOf(bela), 'eventAnswers')).toEqual([
      expect.objectContaining({ event: 'Metszés Annánál', apply: true }),
    ]);
    // Béla's event and offer are his; Anna has only the notification the app showed her.
    const annas = await exportOf(anna);
    const beyondNotifications = annas.sections.filter((entry) => entry.name !== 'notifications');
    expect(JSON.stringify(beyondNotifications)).not.toContain('Béla méhei');
    expect(JSON.stringify(beyondNotifications)).not.toContain('Béla akácmézje');
    expect(section(annas, 'notifications')).toContainEqual(
      expect.objectContaining({ type: 'OFFER_CREATED' }),
    );
    // Béla's invitation names Anna's address: it is Anna's data, not his.
    expect(section(await exportOf(bela), 'invitationsReceived')).toEqual([]);
  });

  it('is not kept by caches along the way', async () => {
    const response = await call(t, anna, 'GET', '/api/User/Export');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

type Role = 'anonymous' | 'member';
const roles: Role[] = ['anonymous', 'member'];

interface Row {
  route: RouteSpec;
  /** Expected status for anonymous and for any signed-in user (who gets only their own data). */
  expect: [401, number];
  request: () => { method: InjectOptions['method']; url: string };
}

const rows: Row[] = [
  {
    route: routes.getUserExport,
    expect: [401, 200],
    request: () => ({ method: 'GET', url: '/api/User/Export' }),
  },
];

describe('authorization matrix', () => {
  const cases = labelled(rows).flatMap((row) =>
    roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
  );
  it.each(cases)('$call as $role → $status', async ({ route, request, role, status }) => {
    const { method, url } = request();
    expectRequestOf(route, method, url);
    const response = await call(t, role === 'member' ? bela : null, method, url);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) expect(response.body).not.toContain(anna.email);
  });
});
