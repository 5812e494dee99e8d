import type { ApiErrorBody, GroupResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../test/groups';
import { bearer, createUser, type IdentityTestApp, type TestUser } from '../test/identity';
import { maxJsonDepth } from './json-body';

/*
 * Malformed input from outside (issue 11): NUL bytes, broken cursors, deep JSON, empty bodies and
 * anonymous calls with bad input all get a plain 4xx, never a 500. Decisions 050–053.
 */

let t: IdentityTestApp;
let member: TestUser;
let group: GroupResponse;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  member = await createUser(t, { username: 'hardening', name: 'Hard Ening' });
  group = await createGroup(t, member);
});
afterAll(async () => {
  await t.close();
});

const nul = 'a\u0000b';
/** What a refusal says: its status and message, and the first message on `field` (a form's). */
function refusalOf(response: { json(): unknown }, field: string) {
  const body = response.json() as ApiErrorBody;
  return { status: body.status, message: body.message, first: body.errors[field]?.[0] };
}

/** A 400 whose first message on the field names the character. */
const invalidCharacter = { status: 400, message: 'validation_error', first: 'invalid_character' };

describe('a NUL byte in any text field', () => {
  it('is a 400 on the field, in bodies', async () => {
    const cases: ['POST' | 'PATCH', string, object, string][] = [
      ['POST', '/api/Group', { name: nul }, 'name'],
      ['PATCH', `/api/Group/${group.id}`, { description: nul }, 'description'],
      ['POST', '/api/Post', { groupId: group.id, title: nul }, 'title'],
      ['POST', '/api/Post', { groupId: group.id, title: 'Ok', tags: nul }, 'tags'],
      ['PATCH', '/api/User', { company: nul }, 'company'],
      ['PATCH', '/api/User', { currency: nul }, 'currency'],
      ['PATCH', '/api/User', { tags: `food;${nul}` }, 'tags'],
      ['POST', `/api/Invitation/${group.id}/Email`, { email: `x${nul}@example.org` }, 'email'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await call(t, member, method, url, payload);
      expect(refusalOf(response, field), `${method} ${url}`).toEqual(invalidCharacter);
    }
  });

  it('is a 400 on the field, in queries of lists and all four feeds', async () => {
    const lists = ['/api/Group', '/api/Feed', '/api/Post', `/api/Group/${group.id}/Feed`];
    for (const list of [...lists, `/api/User/${member.id}/Feed`]) {
      for (const field of ['search', 'tags']) {
        const response = await call(t, member, 'GET', `${list}?${field}=a%00b`);
        expect(refusalOf(response, field), `${list} ${field}`).toEqual(invalidCharacter);
      }
    }
  });

  it('is a 400 in the public identity routes too', async () => {
    const reset = await call(t, null, 'POST', '/api/passwordReset', { email: `a${nul}@b.hu` });
    expect(refusalOf(reset, 'email'), 'email').toEqual(invalidCharacter);
    const activation = await call(t, null, 'POST', '/api/CreateUser', {
      name: 'Anna',
      username: 'anna',
      password: 'secret-pw',
      token: `${'t'.repeat(20)}${nul}`,
    });
    expect(refusalOf(activation, 'token'), 'token').toEqual(invalidCharacter);
  });
});

describe('malformed paging', () => {
  const values = {
    before: [
      '2020-01-01T00:00:00Z|------------------------------------',
      `9999-99-99T99:99:99Z|${crypto.randomUUID()}`,
      `0000-01-01T00:00:00Z|${crypto.randomUUID()}`,
      `2021-02-30T00:00:00Z|${crypto.randomUUID()}`,
    ],
    until: ['0000-01-01T00:00:00Z', '9999-99-99T99:99:99Z', '2021-02-29T10:00:00.000Z'],
  };

  it('is a 400 on before and until for every feed', async () => {
    const feeds = ['/api/Feed', '/api/Post', `/api/Group/${group.id}/Feed`];
    for (const feed of [...feeds, `/api/User/${member.id}/Feed`]) {
      for (const [field, list] of Object.entries(values)) {
        for (const value of list) {
          const response = await call(
            t,
            member,
            'GET',
            `${feed}?${field}=${encodeURIComponent(value)}`,
          );
          expect(response.statusCode, `${feed} ${field}=${value}`).toBe(400);
          expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
        }
      }
    }
  });

  it('still pages with a cursor of a real item and an until of year 1', async () => {
    const cursor = `2020-01-01T00:00:00.123Z|${crypto.randomUUID()}`;
    // `ok` asserts a 2xx; an empty page is the right answer for both.
    expect(await ok(t, member, 'GET', `/api/Feed?before=${encodeURIComponent(cursor)}`)).toEqual(
      [],
    );
    expect(await ok(t, member, 'GET', '/api/Post?until=0001-01-01T00:00:00Z')).toEqual([]);
  });
});

describe('deeply nested JSON', () => {
  const deep = '['.repeat(5000) + ']'.repeat(5000);
  const refused = { message: 'invalid_json', status: 400, errors: {} };

  it('gets the same 400 on product and identity routes', async () => {
    for (const url of ['/api/Group', '/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(member.token), 'content-type': 'application/json' },
        payload: deep,
      });
      expect(response.json(), url).toEqual(refused);
    }
  });

  it(`accepts ${maxJsonDepth} levels`, async () => {
    const nested = '['.repeat(maxJsonDepth - 1) + ']'.repeat(maxJsonDepth - 1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Group',
      headers: { ...bearer(member.token), 'content-type': 'application/json' },
      payload: `{"name":${nested}}`,
    });
    expect(response.json()).toMatchObject({
      message: 'validation_error',
      errors: { name: ['invalid_value'] },
    });
  });
});

describe('an empty body with Content-Type: application/json', () => {
  it('is no body on a product route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/Invitation/${group.id}/Link`,
      headers: { ...bearer(member.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it('is no body on an identity route', async () => {
    const user = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('still names the missing fields of a route that needs a body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Group',
      headers: { ...bearer(member.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.json()).toEqual({
      message: 'validation_error',
      status: 400,
      errors: { name: ['name is required'] },
    });
  });
});
