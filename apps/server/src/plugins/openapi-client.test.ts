import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { paths } from '../test/api-types';
import { buildIdentityTestApp, pathOf, uniqueEmail, type IdentityTestApp } from '../test/identity';

/*
 * Issue 22.8: a client generated from /api/docs/json alone (openapi-typescript types, the
 * openapi-fetch runtime) does what a script would, over real HTTP. Identity calls go to Better
 * Auth under /api/auth/*, which the document does not describe (docs/api.md), so they are plain
 * fetch calls; everything after sign-in is a typed call.
 */

let t: IdentityTestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildIdentityTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

async function postJson(path: string, body: object): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Registers, follows the verification mail and signs in: the bearer token. */
async function signUpAndIn(email: string, password: string): Promise<string> {
  const signUp = await postJson('/api/auth/sign-up/email', {
    name: '',
    email,
    password,
    callbackURL: '/?verified=1',
  });
  expect(signUp.status, await signUp.text()).toBe(200);
  const mail = await t.smtp.waitForMail(email);
  const link = mail.links.find((candidate) => candidate.includes('/verify-email'));
  expect(link, mail.text).toBeDefined();
  const verified = await fetch(`${baseUrl}${pathOf(link ?? '')}`, { redirect: 'manual' });
  await verified.text();
  expect(verified.status).toBe(302);
  const signIn = await postJson('/api/auth/sign-in/email', { email, password });
  expect(signIn.status, await signIn.text()).toBe(200);
  const token = signIn.headers.get('set-auth-token');
  if (!token) throw new Error('sign-in answered without set-auth-token');
  return token;
}

describe('a client generated from the OpenAPI document', () => {
  it('signs in, creates a group, posts in it and finds the post in the feed', async () => {
    const token = await signUpAndIn(uniqueEmail('client'), 'a-long-secret');
    const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });

    const profile = await client.PATCH('/api/User', {
      body: { username: 'script', name: 'Script Kiddo' },
    });
    expect(profile.response.status, JSON.stringify(profile.error)).toBe(200);

    const group = await client.POST('/api/Group', { body: { name: 'Kert utca' } });
    expect(group.response.status, JSON.stringify(group.error)).toBe(201);
    const groupId = group.data?.data.id ?? '';
    expect(group.data?.data.myMembership?.isAdmin).toBe(true);

    const post = await client.POST('/api/Post', {
      body: { groupId, title: 'Lost cat', description: 'Grey, answers to Cirmi' },
    });
    expect(post.response.status, JSON.stringify(post.error)).toBe(201);
    const postId = post.data?.data.id;

    const feed = await client.GET('/api/Feed', { params: { query: { limit: 10 } } });
    expect(feed.response.status, JSON.stringify(feed.error)).toBe(200);
    const item = feed.data?.data.find((candidate) => candidate.id === postId);
    expect(item?.type).toBe('post');
    expect(item?.type === 'post' ? item.data.title : undefined).toBe('Lost cat');

    const groupFeed = await client.GET('/api/Group/{id}/Feed', {
      params: { path: { id: groupId } },
    });
    expect(groupFeed.data?.data.map((candidate) => candidate.id)).toEqual([postId]);
  });

  it('gets the typed error body of a call without the token', async () => {
    const anonymous = createClient<paths>({ baseUrl });
    const { data, error, response } = await anonymous.GET('/api/Feed');
    expect(response.status).toBe(401);
    expect(data).toBeUndefined();
    expect(error).toEqual({ message: 'unauthorized', status: 401, errors: {} });
  });

  it('knows the paths and fields of the document at compile time', () => {
    // tsc -b fails if one of these stops holding: the types follow the routes.
    expectTypeOf<'/api/Feed'>().toExtend<keyof paths>();
    expectTypeOf<'/api/Feeds'>().not.toExtend<keyof paths>();
    type GroupBody = NonNullable<
      paths['/api/Group']['post']['requestBody']
    >['content']['application/json'];
    expectTypeOf<{ name: string }>().toExtend<GroupBody>();
    expectTypeOf<{ title: string }>().not.toExtend<GroupBody>();
  });
});
