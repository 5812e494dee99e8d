import { requireGroupMember, type GroupAccess } from '../../access/group-access';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { findEventById, type EventRow } from './events.repository';

/*
 * Who may do what with an event (issue 14, spec §6): its group's members read and answer it;
 * its author (the owner) or an admin of its group edits and deletes it. An event of a group the
 * caller is not in is 403, a missing (or deleted) one 404.
 */

export type EventAccess = GroupAccess & { event: EventRow };

export async function requireEventReader(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<EventAccess> {
  const event = await findEventById(db, id);
  if (!event) throw notFound();
  return { event, ...(await requireGroupMember(db, viewer, event.groupId)) };
}

export async function requireEventManager(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<EventAccess> {
  const access = await requireEventReader(db, viewer, id);
  if (access.event.authorId !== viewer.id && !access.membership.isAdmin) throw forbidden();
  return access;
}
