import type { PhotoRef } from '@kozos/contract';
import { and, asc, eq, gt, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { avatarRefOf } from '../../content/photo-refs';
import { preparedFamily } from '../../content/prepared-queries';
import { isMember } from '../../access/group-members';
import type { Db } from '../../db/client';
import { eventApplications, events } from '../../db/schema/events';
import { users } from '../../db/schema/users';

/*
 * Answers count only while their people still belong to the event's group: someone who left or
 * was kicked is neither shown as coming nor told about the event.
 */
export const stillMember = isMember(events.groupId, eventApplications.userId);

export interface ApplicationView {
  eventId: string;
  apply: boolean;
  user: { id: string; name: string; username: string | null; avatar: PhotoRef | null };
}

/**
 * The answers to the event `eventId` of the group `groupId` (columns of the enclosing query's
 * row), oldest first, as a JSON array of `{ apply, user }`: the feed reads a page's events and
 * their answers in one statement (decisions 147, 230), probing the answers' key per event of
 * the page. The same rule as {@link listApplications}: only people still in the group.
 */
export function answersOf(
  eventId: SQLWrapper,
  groupId: SQLWrapper,
): SQL<Omit<ApplicationView, 'eventId'>[]> {
  return sql<Omit<ApplicationView, 'eventId'>[]>`(
  select coalesce(json_agg(json_build_object('apply', answer.apply, 'user',
    json_build_object('id', person.id, 'name', person.name, 'username', person.username,
      'avatar', ${avatarRefOf('person')}))
    order by answer.updated_at), '[]'::json)
  from ${eventApplications} answer
  join ${users} person on person.id = answer.user_id
  where answer.event_id = ${eventId} and ${isMember(groupId, sql`answer.user_id`)})`;
}

const preparedAnswers = preparedFamily<ApplicationView>('event_answers');

/**
 * Every answer to the given events with the person who gave it: one query for a whole page, a
 * named prepared statement taking the ids as one array (decision 147).
 */
export async function listApplications(
  db: Db,
  eventIds: readonly string[],
): Promise<ApplicationView[]> {
  if (eventIds.length === 0) return [];
  const query = preparedAnswers(db, 'page', (name) =>
    db
      .select({
        eventId: eventApplications.eventId,
        apply: eventApplications.apply,
        user: {
          id: users.id,
          name: users.name,
          username: users.username,
          avatar: avatarRefOf('users'),
        },
      })
      .from(eventApplications)
      .innerJoin(users, eq(users.id, eventApplications.userId))
      .innerJoin(events, eq(events.id, eventApplications.eventId))
      .where(
        and(
          sql`${eventApplications.eventId} = any(${sql.placeholder('ids')}::uuid[])`,
          stillMember,
        ),
      )
      .orderBy(asc(eventApplications.updatedAt))
      .prepare(name),
  );
  return query.execute({ ids: [...eventIds] });
}

/**
 * Records a yes or no while the application deadline is ahead: the deadline is judged by the
 * database's clock in the same statement that writes (peer lessons: decide the boundary in the
 * statement). Returns whether it was written.
 */
export async function upsertApplication(
  db: Db,
  eventId: string,
  userId: string,
  apply: boolean,
): Promise<boolean> {
  const rows = await db
    .insert(eventApplications)
    .select(
      db
        .select({
          eventId: events.id,
          userId: sql<string>`${userId}::uuid`.as('user_id'),
          apply: sql<boolean>`${apply}::boolean`.as('apply'),
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(events)
        .where(and(eq(events.id, eventId), gt(events.applicationDeadline, sql`now()`))),
    )
    .onConflictDoUpdate({
      target: [eventApplications.eventId, eventApplications.userId],
      set: { apply, updatedAt: sql`now()` },
    })
    .returning({ eventId: eventApplications.eventId });
  return rows.length > 0;
}

/** Takes an answer back (neutral) while the deadline is ahead; returns whether it could. */
export async function deleteApplication(db: Db, eventId: string, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    with open_event as (
      select id from events where id = ${eventId} and application_deadline > now()
    ), gone as (
      delete from event_applications
      where event_id in (select id from open_event) and user_id = ${userId}
    )
    select exists (select 1 from open_event) as open`);
  return rowsOf<{ open: boolean }>(result)[0]?.open === true;
}

/** The people who said yes to each event, by event id. */
export async function listYesUserIds(
  db: Db,
  eventIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byEvent = new Map<string, string[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({ eventId: eventApplications.eventId, userId: eventApplications.userId })
    .from(eventApplications)
    .innerJoin(events, eq(events.id, eventApplications.eventId))
    .where(
      and(
        inArray(eventApplications.eventId, [...eventIds]),
        eq(eventApplications.apply, true),
        stillMember,
      ),
    );
  for (const row of rows)
    byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row.userId]);
  return byEvent;
}

/** Both drivers answer `execute` with `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
