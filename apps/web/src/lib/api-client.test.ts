import { routes } from '@/lib/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, errorToastText, toApiError, toQueryString } from './api-client';
import { createI18n } from './i18n';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function clientWith(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fakeFetch = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init: init ?? {} });
    return Promise.resolve(respond(url, init ?? {}));
  });
  return {
    client: createApiClient({ fetch: fakeFetch, getToken: () => 'tok' }),
    calls,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('toQueryString', () => {
  it('joins arrays with semicolons and skips empty values', () => {
    expect(
      toQueryString({ limit: 10, skip: 0, tags: ['food', 'bio'], search: undefined, order: null }),
    ).toBe('?limit=10&skip=0&tags=food%3Bbio');
  });

  it('is empty without a payload', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
  });
});

describe('createApiClient', () => {
  it('sends GET payloads as query params under /api/ and unwraps data', async () => {
    const { client, calls } = clientWith(() => jsonResponse(200, { data: [{ id: 1 }] }));
    await expect(
      client.call(routes.getGroup, { query: { limit: 10, tags: ['a', 'b'] } }),
    ).resolves.toEqual([{ id: 1 }]);
    expect(calls[0]?.url).toBe('/api/Group?limit=10&tags=a%3Bb');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('sends a bearer token and a JSON body', async () => {
    const { client, calls } = clientWith(() => jsonResponse(200, { data: { id: 'g1' } }));
    await expect(client.call(routes.postGroup, { body: { name: 'Kert' } })).resolves.toEqual({
      id: 'g1',
    });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"name":"Kert"}');
  });

  it("fills the entry's path params in, encoded, and sends a write's query in the URL", async () => {
    const { client, calls } = clientWith(() => jsonResponse(200, { data: {} }));
    await client.call(routes.deleteEventById, {
      params: { id: 'a/b' },
      query: { scope: 'following' },
    });
    expect(calls[0]?.url).toBe('/api/Event/a%2Fb?scope=following');
    expect(calls[0]?.init.method).toBe('DELETE');
  });

  it('lets a path, params or body that disagrees with the route table fail to compile', () => {
    const { client } = clientWith(() => jsonResponse(200, { data: {} }));
    const typeChecks = () => [
      // @ts-expect-error: the entry has a path param, so params are required
      client.call(routes.getGroupById),
      // @ts-expect-error: the param is `id`
      client.call(routes.getGroupById, { params: { groupId: 'g1' } }),
      // @ts-expect-error: a group's name is a string
      client.call(routes.postGroup, { body: { name: 1 } }),
      // @ts-expect-error: no such route
      client.call(routes.getGroupMembers),
    ];
    expect(typeChecks).toBeTypeOf('function');
  });

  it('throws an ApiError with the body message and the first message of each field', async () => {
    const body = {
      message: 'validation_error',
      status: 400,
      errors: { name: ['name is required', 'too short'], tags: ['invalid tag'] },
    };
    const { client } = clientWith(() => jsonResponse(400, body));
    const error = await client
      .call(routes.postGroup, { body: { name: '' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'validation_error',
      status: 400,
      errors: { name: 'name is required', tags: 'invalid tag' },
    });
  });

  it('treats a body without an errors object as an unexpected error', () => {
    expect(toApiError(502, '<html>Bad gateway</html>')).toMatchObject({
      message: 'unexpected_error',
      status: 502,
      errors: {},
    });
    expect(toApiError(500, { message: 'boom' })).toMatchObject({
      message: 'unexpected_error',
      status: 500,
    });
  });

  it('turns a network failure into status 0 unexpected_error and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('offline')),
    });
    await expect(client.call(routes.getGroup)).rejects.toMatchObject({
      status: 0,
      message: 'unexpected_error',
    });
    expect(warn).toHaveBeenCalled();
  });

  it('logs a 401 and still throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = clientWith(() =>
      jsonResponse(401, { message: 'unauthorized', status: 401, errors: {} }),
    );
    await expect(client.call(routes.getUserById, { params: { id: '1' } })).rejects.toMatchObject({
      status: 401,
      message: 'unauthorized',
    });
    expect(warn).toHaveBeenCalledWith('API request unauthorized', 'GET', '/api/User/1');
  });

  it('rejects a success body that carries error.message', async () => {
    const { client } = clientWith(() =>
      jsonResponse(200, { error: { message: 'username_taken' } }),
    );
    await expect(client.call(routes.patchUser, { body: {} })).rejects.toMatchObject({
      message: 'username_taken',
      status: 200,
    });
  });

  it('returns undefined for an empty success body', async () => {
    const { client } = clientWith(() => new Response(null, { status: 204 }));
    await expect(
      client.call(routes.deleteGroupById, { params: { id: '1' } }),
    ).resolves.toBeUndefined();
  });
});

describe('errorToastText', () => {
  const { t } = createI18n('en');

  it('translates message.{message} when a translation exists', () => {
    expect(errorToastText(new ApiError('not_found', 404), t)).toEqual({
      title: 'An error occurred',
      description: 'Not found',
    });
  });

  it('shows the raw message in brackets otherwise', () => {
    expect(errorToastText(new ApiError('weird_thing', 409), t).description).toBe('[weird_thing]');
  });
});
