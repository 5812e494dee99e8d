import { vi } from 'vitest';
import type { GroupListItem, MeResponse } from '@kozos/contract';

/** A group the signed-in test user administers: what the group pickers of the forms list. */
export const kertUtca: GroupListItem = {
  id: 'g1',
  name: 'Kert utca',
  description: '',
  creationTime: '2026-01-01T00:00:00.000Z',
  memberCount: 2,
  memberPreview: [],
  myMembership: { id: 'm1', isAdmin: true },
};

export const me: MeResponse = {
  id: 'u1',
  name: 'Anna Kiss',
  username: 'anna',
  email: 'anna@example.hu',
  phone: '',
  company: '',
  language: 'en',
  dateFormat: '',
  currency: 'HUF',
  isOfferReportEnabled: false,
  isNotificationEnabled: true,
  tags: '',
  primeRole: 'consumer',
  isAdmin: false,
  creationTime: '2026-01-01T00:00:00.000Z',
};

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  /** As handed to fetch (headers, keepalive, …). */
  init: RequestInit;
  /** The query string's parameters (e.g. a feed's search and tags). */
  query: URLSearchParams;
}

type Answer = { status: number; body: unknown } | undefined;
export type Routes = Record<string, (call: FakeCall) => Answer | Promise<Answer>>;

/**
 * The server at the fetch boundary: `routes` maps "METHOD /api/Path" (query left out) to an
 * answer, or to a promise of one (a request still in flight until the test resolves it);
 * GET /api/User answers `me`. Every call is recorded.
 */
export function fakeApi(routes: Routes, user: MeResponse | null = me) {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = input.split('?')[0] ?? input;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const query = new URLSearchParams(input.split('?')[1] ?? '');
    const call = { method, path, body, init, query };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    let answer: Answer;
    if (handler) answer = await handler(call);
    else if (method === 'GET' && path === '/api/User')
      answer = user
        ? { status: 200, body: { data: user } }
        : { status: 401, body: { message: 'unauthorized', status: 401, errors: {} } };
    else if (path === '/api/AuthConfig')
      answer = { status: 200, body: { data: { googleEnabled: false, passwordMinLength: 6 } } };
    answer ??= { status: 404, body: { message: 'not_found', status: 404, errors: {} } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

export const ok = (data: unknown = null) => ({ status: 200, body: { data } });

// jsdom has no ResizeObserver; Radix radio groups measure their items with it.
export class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/**
 * GET and PATCH /api/User over one stored user, as the server keeps it: a PATCH merges its
 * body and answers the new user, and later GETs see the change.
 */
export function userRoutes(start: MeResponse): Routes {
  let user = start;
  return {
    'GET /api/User': () => ok(user),
    'PATCH /api/User': (call) => {
      user = { ...user, ...(call.body as Partial<MeResponse>) };
      return ok(user);
    },
  };
}

// jsdom has no CSS namespace; forms use CSS.escape to focus the first field with an error.
export const CssStub = {
  escape: (value: string) => value.replace(/["\\]/g, '\\$&'),
};
