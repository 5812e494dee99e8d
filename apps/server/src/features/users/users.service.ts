import {
  DateFormatSetting,
  errorMessages,
  type MeResponse,
  type PhotoRef,
  type PatchUserBody,
  type UserProfileResponse,
} from '@kozos/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { groupScope, userScope, writesTo } from '../../db/write-scope';
import { conflict, notFound, unauthorized } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { sharesGroup } from '../../access/group-access';
import { avatarsOf, setAvatar } from '../photos';
import {
  findUserById,
  isUsernameTaken,
  lockUserAndListShownIn,
  updateUser,
  type UserChanges,
  type UserRow,
} from './users.repository';

export function toMeResponse(row: UserRow, avatar: PhotoRef | null = null): MeResponse {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    phone: row.phone,
    company: row.company,
    language: row.language,
    dateFormat: DateFormatSetting.safeParse(row.dateFormat).data ?? '',
    currency: row.currency,
    isOfferReportEnabled: row.isOfferReportEnabled,
    isNotificationEnabled: row.isNotificationEnabled,
    tags: row.tags,
    primeRole: row.primeRole,
    isAdmin: row.isAdmin,
    creationTime: row.createdAt.toISOString(),
    avatar,
  };
}

async function avatarOf(db: Db, userId: string): Promise<PhotoRef | null> {
  return (await avatarsOf(db, [userId])).get(userId) ?? null;
}

export async function getMe(db: Db, viewer: CurrentUser): Promise<MeResponse> {
  const row = await findUserById(db, viewer.id);
  // The session outlived its account only if the account was deleted meanwhile.
  if (!row) throw unauthorized();
  return toMeResponse(row, await avatarOf(db, row.id));
}

export async function patchMe(db: Db, viewer: CurrentUser, body: PatchUserBody) {
  if (body.username !== undefined && (await isUsernameTaken(db, body.username, viewer.id))) {
    throw usernameTaken();
  }
  try {
    const { avatarPhotoId, ...changes } = body;
    const row = await updateProfile(db, viewer, changes, avatarPhotoId);
    if (!row) throw unauthorized();
    return toMeResponse(row, await avatarOf(db, row.id));
  } catch (error) {
    // Someone took the name between the check and the update.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

/** A profile change shows wherever the person's name does: their scope and those groups. */
function updateProfile(
  db: Db,
  viewer: CurrentUser,
  changes: UserChanges,
  avatarPhotoId: string | null | undefined,
) {
  const id = viewer.id;
  return db.transaction(async (tx) => {
    const groups = await lockUserAndListShownIn(tx, id);
    const scopes = [userScope(id), ...groups.map(groupScope)];
    return writesTo(scopes, async () => {
      const row = await updateUser(tx, id, changes);
      if (row && avatarPhotoId !== undefined) await setAvatar(tx, viewer, avatarPhotoId);
      return row;
    });
  });
}

export function usernameTaken() {
  return conflict(errorMessages.usernameTaken, { username: [errorMessages.usernameTaken] });
}

/**
 * Who may see a user's e-mail, phone and company: themselves, site admins, and anyone who
 * shares a group with them. Every profile read goes through this one function.
 */
export async function canSeeContactDetails(
  db: Db,
  viewer: CurrentUser,
  target: Pick<UserRow, 'id'>,
): Promise<boolean> {
  if (viewer.id === target.id || viewer.isAdmin) return true;
  return sharesGroup(db, viewer.id, target.id);
}

export async function getProfile(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<UserProfileResponse> {
  const row = await findUserById(db, id);
  if (!row) throw notFound();
  const contact = await canSeeContactDetails(db, viewer, row);
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: contact ? row.email : null,
    phone: contact ? row.phone : null,
    company: contact ? row.company : null,
    isAdmin: row.isAdmin,
    creationTime: row.createdAt.toISOString(),
    avatar: await avatarOf(db, row.id),
  };
}
