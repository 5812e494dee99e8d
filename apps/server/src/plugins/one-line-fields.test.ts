import type { ApiErrorBody, GroupResponse, PostResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../test/groups';
import { createUser, uniqueEmail, type IdentityTestApp, type TestUser } from '../test/identity';

/*
 * One-line fields refuse line breaks, tabs and other control characters (issue 22.6, decision
 * 123): a name or title is shown in mails, notifications and CSV rows, where a line break could
 * start a line of its own. Descriptions, comments and reasons keep theirs.
 */

let t: IdentityTestApp;
let member: TestUser;
let group: GroupResponse;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  member = await createUser(t, { username: 'oneline', name: 'One Line' });
  group = await createGroup(t, member);
});
afterAll(async () => {
  await t.close();
});

/** What a refusal says: its status and message, and the first message on `field` (a form's). */
function refusalOf(response: { json(): unknown }, field: string) {
  const body = response.json() as ApiErrorBody;
  return { status: body.status, message: body.message, first: body.errors[field]?.[0] };
}

/** A 400 whose first message on the field names the character. */
const controlCharacter = { status: 400, message: 'validation_error', first: 'control_character' };

const product = { name: 'Méz', unit: 1, measure: 'kg', price: 1000 };
const event = { groupId: '', name: 'Szüret', time: '2099-09-20T10:00:00.000Z' };

describe('a line break in a one-line field', () => {
  it.each(['\r\n', '\n', '\r', '\t', '\u0085', '\u2028', '\u001b'])(
    'is a 400 on the field in every family of one-line field (%j)',
    async (breaking) => {
      const bad = `Kert${breaking}Bcc: x@example.org`;
      const cases: ['POST' | 'PATCH', string, object, string][] = [
        ['PATCH', '/api/User', { name: bad }, 'name'],
        ['PATCH', '/api/User', { username: `anna${breaking}` }, 'username'],
        ['PATCH', '/api/User', { company: bad }, 'company'],
        ['PATCH', '/api/User', { phone: `+36${breaking}301234567` }, 'phone'],
        ['PATCH', '/api/User', { currency: `Ft${breaking}` }, 'currency'],
        ['PATCH', '/api/User', { tags: `kert;${bad}` }, 'tags'],
        ['POST', '/api/Group', { name: bad }, 'name'],
        ['PATCH', `/api/Group/${group.id}`, { name: bad }, 'name'],
        ['POST', '/api/Post', { groupId: group.id, title: bad }, 'title'],
        [
          'POST',
          '/api/Post',
          { groupId: group.id, title: 'Ok', link: `https://a.hu/${bad}` },
          'link',
        ],
        ['POST', '/api/Product', { ...product, name: bad }, 'name'],
        ['POST', '/api/Product', { ...product, measure: `kg${breaking}` }, 'measure'],
        ['POST', '/api/Event', { ...event, groupId: group.id, name: bad }, 'name'],
        ['POST', '/api/Event', { ...event, groupId: group.id, location: bad }, 'location'],
      ];
      for (const [method, url, payload, field] of cases) {
        const response = await call(t, member, method, url, payload);
        expect(refusalOf(response, field), `${method} ${url} ${field}`).toEqual(controlCharacter);
      }
    },
  );

  it('is a 400 in a list search and in the names of sign-up and activation', async () => {
    const search = await call(t, member, 'GET', '/api/Group?search=a%0D%0Ab');
    expect(refusalOf(search, 'search'), 'search').toEqual(controlCharacter);
    const signUp = await call(t, null, 'POST', '/api/auth/sign-up/email', {
      name: 'Anna\r\nBcc: x@example.org',
      email: uniqueEmail('spoof'),
      password: 'secret-pw',
    });
    expect(refusalOf(signUp, 'name'), 'sign-up').toEqual(controlCharacter);
    const activation = await call(t, null, 'POST', '/api/CreateUser', {
      name: 'Anna\nB',
      username: 'anna',
      password: 'secret-pw',
      token: 't'.repeat(43),
    });
    expect(refusalOf(activation, 'name'), 'activation').toEqual(controlCharacter);
  });
});

describe('multi-line fields', () => {
  it('keep their line breaks: descriptions', async () => {
    const description = 'Első sor\nMásodik sor\r\n\tbehúzva';
    const post = await ok<PostResponse>(t, member, 'POST', '/api/Post', {
      groupId: group.id,
      title: 'Két sor',
      description,
    });
    expect(post.description).toBe(description);
    const patched = await ok<GroupResponse>(t, member, 'PATCH', `/api/Group/${group.id}`, {
      description,
    });
    expect(patched.description).toBe(description);
  });
});
