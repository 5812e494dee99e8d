import { requireGroupMember, type GroupAccess } from '../../access/group-access';
import { isHiddenFrom } from '../../content/hidden-items';
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

async function requireEventMember(db: Db, viewer: CurrentUser, id: string): Promise<EventAccess> {
  const event = await findEventById(db, id);
  if (!event) throw notFound();
  return { event, ...(await requireGroupMember(db, viewer, event.groupId)) };
}

/** An event an admin hid is its author's alone: to anyone else it is gone (decision 205). */
export async function requireEventReader(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<EventAccess> {
  const access = await requireEventMember(db, viewer, id);
  const { hiddenAt, authorId } = access.event;
  if (isHiddenFrom(hiddenAt, authorId, viewer.id)) throw notFound();
  return access;
}

/** Its author or a group admin, also once it is hidden; to other members a hidden one is gone. */
export async function requireEventManager(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<EventAccess> {
  const access = await requireEventMember(db, viewer, id);
  if (access.event.authorId === viewer.id || access.membership.isAdmin) return access;
  throw isHiddenFrom(access.event.hiddenAt, access.event.authorId, viewer.id)
    ? notFound()
    : forbidden();
}
