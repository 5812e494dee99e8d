import type { GroupResponse } from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { bearer, buildIdentityTestApp, type IdentityTestApp, type TestUser } from './identity';

/*
 * Factories for the groups, invitations and notifications tests. Everything goes through the
 * HTTP API the web app uses; only expiry is set in the database directly.
 */

export async function buildGroupsTestApp(
  env: NodeJS.ProcessEnv = {},
  deps: Parameters<typeof buildIdentityTestApp>[1] = {},
): Promise<IdentityTestApp> {
  return buildIdentityTestApp({ NOTIFICATION_TEST_DELAY_MS: '150', ...env }, deps);
}

/**
 * For tests that run the reminders (or jobs) themselves: the app's own scheduler loop waits its
 * longest poll (10 min) instead of 5 s. Its sweep could otherwise remind a member in the moment
 * between an item's creation and their answer or order, as it rightly would in production.
 */
export const schedulerByHand: NodeJS.ProcessEnv = { SCHEDULER_POLL_MS: '600000' };

/** One API call as `user` (anonymous when null). */
export function call(
  t: IdentityTestApp,
  user: TestUser | null,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    ...(user ? { headers: bearer(user.token) } : {}),
    ...(payload ? { payload } : {}),
  });
}

/** The `data` of a successful call; fails the test with the body otherwise. */
export async function ok<T>(
  t: IdentityTestApp,
  user: TestUser | null,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
): Promise<T> {
  const response = await call(t, user, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json<{ data: T }>().data;
}

/** A group made by `admin`, the `members` joined through a link invitation. */
export async function createGroup(
  t: IdentityTestApp,
  admin: TestUser,
  options: { name?: string; description?: string; members?: TestUser[] } = {},
): Promise<GroupResponse> {
  const group = await ok<GroupResponse>(t, admin, 'POST', '/api/Group', {
    name: options.name ?? 'Kert utca',
    description: options.description ?? 'Neighbours of Kert utca',
  });
  for (const member of options.members ?? []) await joinByLink(t, admin, group.id, member);
  return ok<GroupResponse>(t, admin, 'GET', `/api/Group/${group.id}`);
}

export async function createLinkToken(
  t: IdentityTestApp,
  admin: TestUser,
  groupId: string,
): Promise<string> {
  const link = await ok<{ token: string }>(t, admin, 'POST', `/api/Invitation/${groupId}/Link`);
  return link.token;
}

export async function joinByLink(
  t: IdentityTestApp,
  admin: TestUser,
  groupId: string,
  member: TestUser,
): Promise<GroupResponse> {
  const token = await createLinkToken(t, admin, groupId);
  return ok<GroupResponse>(t, member, 'POST', `/api/Invitation/EnterByLink/${token}`);
}

export function membershipOf(group: GroupResponse, user: TestUser) {
  const membership = group.memberships.find((candidate) => candidate.user.id === user.id);
  if (!membership) throw new Error(`${user.email} is not a member of ${group.name}`);
  return membership;
}

export interface NotificationSeen {
  type: string;
  variables: Record<string, unknown>;
  path: string;
  isSeen: boolean;
}

/** The user's notifications, newest first, with `variables` parsed. */
export async function notificationsOf(
  t: IdentityTestApp,
  user: TestUser,
): Promise<NotificationSeen[]> {
  const rows = await ok<(NotificationSeen & { variables: string })[]>(
    t,
    user,
    'GET',
    '/api/Notification?limit=100',
  );
  return rows.map((row) => ({
    type: row.type,
    variables: JSON.parse(row.variables) as Record<string, unknown>,
    path: row.path,
    isSeen: row.isSeen,
  }));
}
