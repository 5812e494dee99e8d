import type { CreateEventBody, EventResponse } from '@kozos/contract';
import { sql } from 'drizzle-orm';
import type { IdentityTestApp, TestUser } from './identity';
import { ok } from './groups';

/* Factories for the events and calendar tests, through the HTTP API the web app uses. */

const dayMs = 24 * 60 * 60 * 1000;

/** An instant `days` from now (fractions allowed), as the wire writes it. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * dayMs).toISOString();
}

export function createEvent(
  t: IdentityTestApp,
  author: TestUser,
  groupId: string,
  fields: Partial<Omit<CreateEventBody, 'groupId'>> = {},
): Promise<EventResponse> {
  return ok<EventResponse>(t, author, 'POST', '/api/Event', {
    groupId,
    name: 'Kertész délután',
    time: inDays(7),
    applicationDeadline: inDays(5),
    ...fields,
  });
}

export function answer(
  t: IdentityTestApp,
  user: TestUser,
  eventId: string,
  apply: boolean | null,
): Promise<EventResponse> {
  return ok<EventResponse>(t, user, 'POST', '/api/EventApplication', { eventId, apply });
}

/** Moves an event's deadline to `now() + offset` by the database's clock (boundary tests). */
export async function setDeadlineFromNow(
  t: IdentityTestApp,
  eventId: string,
  offset: string,
): Promise<void> {
  await t.database.db.execute(
    sql`update events set application_deadline = now() + ${offset}::interval where id = ${eventId}`,
  );
}

/** Every occurrence of a series, in order. */
export function seriesOf(
  t: IdentityTestApp,
  user: TestUser,
  seriesId: string,
): Promise<EventResponse[]> {
  return ok<EventResponse[]>(t, user, 'GET', `/api/Event?seriesId=${seriesId}&limit=100`);
}
