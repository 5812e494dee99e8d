import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  bearer,
  buildIdentityTestApp,
  createUser,
  type IdentityTestApp,
  type TestUser,
} from '../../test/identity';

let t: IdentityTestApp;
let admin: TestUser;
let anna: TestUser;
let bela: TestUser;
beforeAll(async () => {
  t = await buildIdentityTestApp();
  // The first account of the instance is the site admin.
  admin = await createUser(t, { username: `admin_${randomUUID().slice(0, 6)}`, name: 'Admin' });
  anna = await createUser(t, { username: `anna_${randomUUID().slice(0, 6)}`, name: 'Anna' });
  bela = await createUser(t, { username: `bela_${randomUUID().slice(0, 6)}`, name: 'Béla' });
  await t.database.db
    .update(users)
    .set({ phone: '+36 1 234 5678', company: 'Béla Kft.' })
    .where(eq(users.id, bela.id));
});
afterAll(async () => {
  await t.close();
});

function patch(user: TestUser, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: '/api/User', headers: bearer(user.token), payload });
}

describe('PATCH /api/User', () => {
  it('saves the settings and answers the whole user', async () => {
    const response = await patch(anna, {
      language: 'hu',
      dateFormat: 'DD/MM/YYYY',
      currency: 'EUR',
      company: 'Anna Bt.',
      phone: '+36 30 123 4567',
      isOfferReportEnabled: false,
      isNotificationEnabled: false,
      primeRole: 'producer',
      tags: 'bio;honey',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        id: anna.id,
        language: 'hu',
        dateFormat: 'DD/MM/YYYY',
        currency: 'EUR',
        company: 'Anna Bt.',
        phone: '+36 30 123 4567',
        isOfferReportEnabled: false,
        isNotificationEnabled: false,
        primeRole: 'producer',
        tags: 'bio;honey',
        isAdmin: false,
      },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(anna.token) });
    expect(me.json()).toEqual(response.json());
  });

  it('changes the prime role after onboarding, alone and as often as asked', async () => {
    const carla = await createUser(t, { username: `carla_${randomUUID().slice(0, 6)}` });
    for (const primeRole of ['consumer', 'producer', 'distributor', 'unsure']) {
      const response = await patch(carla, { primeRole });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { primeRole } });
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/User',
      headers: bearer(carla.token),
    });
    expect(me.json()).toMatchObject({ data: { primeRole: 'unsure' } });
    const cleared = await patch(carla, { primeRole: null });
    expect(cleared.statusCode).toBe(400);
  });

  it('lets a user change the username to a free one', async () => {
    const username = `Anna.${randomUUID().slice(0, 6)}`;
    const response = await patch(anna, { username });
    expect(response.json()).toMatchObject({ data: { username } });
  });

  it('refuses a username taken by someone else, whatever its case, with 409', async () => {
    const taken = await t.app.inject({
      method: 'GET',
      url: `/api/User/${bela.id}`,
      headers: bearer(anna.token),
    });
    const belaName = taken.json<{ data: { username: string } }>().data.username;
    const response = await patch(anna, { username: belaName.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'username_taken',
      status: 409,
      errors: { username: ['username_taken'] },
    });
  });

  it('keeps the own username when sent again in another case', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(bela.token) });
    const username = me.json<{ data: { username: string } }>().data.username;
    const response = await patch(bela, { username: username.toUpperCase() });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ username: 'ab' }, { username: ['min_length_3'] }],
    [{ username: 'has space' }, { username: ['invalid_value'] }],
    [{ name: '' }, { name: ['name is required'] }],
    [{ name: 'x'.repeat(101) }, { name: ['must be a string with a maximum length of 100'] }],
    [{ language: 'de' }, { language: ['invalid_value'] }],
    [{ dateFormat: 'YYYY' }, { dateFormat: ['invalid_value'] }],
    [{ phone: 'call me' }, { phone: ['invalid_value'] }],
    [{ isNotificationEnabled: 'yes' }, { isNotificationEnabled: ['invalid_value'] }],
    [{ primeRole: 'king' }, { primeRole: ['invalid_value'] }],
  ])('refuses %o with 400 and the field message', async (payload, errors) => {
    const response = await patch(anna, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'validation_error', status: 400, errors });
  });

  it('ignores fields that are not settings (admin flag, e-mail)', async () => {
    const response = await patch(anna, { isAdmin: true, email: 'other@example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { isAdmin: false, email: anna.email } });
  });
});

describe('GET /api/User/{id}', () => {
  async function profile(viewer: TestUser, id: string) {
    return t.app.inject({ method: 'GET', url: `/api/User/${id}`, headers: bearer(viewer.token) });
  }

  it('hides e-mail, phone and company from other members', async () => {
    const response = await profile(anna, bela.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { id: bela.id, name: 'Béla', email: null, phone: null, company: null, isAdmin: false },
    });
  });

  it('shows them to the user and to a site admin', async () => {
    for (const viewer of [bela, admin]) {
      const response = await profile(viewer, bela.id);
      expect(response.json()).toMatchObject({
        data: { email: bela.email, phone: '+36 1 234 5678', company: 'Béla Kft.' },
      });
    }
  });

  it('shows the administrator flag', async () => {
    const response = await profile(anna, admin.id);
    expect(response.json()).toMatchObject({ data: { isAdmin: true, name: 'Admin' } });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const unknown = await profile(anna, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'not_found', status: 404, errors: {} });
    const malformed = await profile(anna, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errors: { id: ['invalid_value'] } });
  });
});
