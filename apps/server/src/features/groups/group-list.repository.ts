import type { GroupListQuery, PhotoRef } from '@kozos/contract';
import { and, asc, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { avatarRefOf } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { groups, memberships } from '../../db/schema/groups';
import { users } from '../../db/schema/users';

/*
 * GET /api/Group in exactly two queries whatever the page size (design brief: no N+1): the page
 * of groups with counts, then the member previews of all groups on that page at once.
 */

export const memberPreviewSize = 5;

export interface GroupListRow {
  id: string;
  name: string;
  description: string;
  createdAt: Date;
  memberCount: number;
  myMembershipId: string;
  myIsAdmin: boolean;
}

export interface PreviewRow {
  groupId: string;
  id: string;
  name: string;
  username: string | null;
  avatar: PhotoRef | null;
}

/** Escapes LIKE's wildcards so a search for "50%" means the text "50%". */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(groups.name, pattern), ilike(groups.description, pattern));
}

function orderFor(query: GroupListQuery): SQL[] {
  const direction =
    (query.order ?? (query.sortBy === 'name' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  // Names sort case-insensitively; the id keeps pages stable when values tie.
  const key = query.sortBy === 'name' ? sql`lower(${groups.name})` : groups.createdAt;
  return [direction(key), direction(groups.id)];
}

/** Query 1: the caller's groups, filtered, sorted and paged, each with its member count. */
export function listGroupsOfUser(
  db: Db,
  userId: string,
  query: GroupListQuery,
): Promise<GroupListRow[]> {
  const memberCount = sql<number>`(select count(*)::int from ${memberships} as m where m.group_id = ${groups.id})`;
  return db
    .select({
      id: groups.id,
      name: groups.name,
      description: groups.description,
      createdAt: groups.createdAt,
      memberCount,
      myMembershipId: memberships.id,
      myIsAdmin: memberships.isAdmin,
    })
    .from(groups)
    .innerJoin(memberships, and(eq(memberships.groupId, groups.id), eq(memberships.userId, userId)))
    .where(searchCondition(query.search))
    .orderBy(...orderFor(query))
    .limit(query.limit)
    .offset(query.skip);
}

/** Query 2: up to five members per group (admins first, then by joining), for all groups. */
export async function listMemberPreviews(db: Db, groupIds: string[]): Promise<PreviewRow[]> {
  if (groupIds.length === 0) return [];
  const ranked = db
    .select({
      groupId: memberships.groupId,
      id: users.id,
      name: users.name,
      username: users.username,
      rank: sql<number>`row_number() over (partition by ${memberships.groupId} order by ${memberships.isAdmin} desc, ${memberships.createdAt}, ${memberships.id})`.as(
        'rank',
      ),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inArray(memberships.groupId, groupIds))
    .as('ranked');
  return db
    .select({
      groupId: ranked.groupId,
      id: ranked.id,
      name: ranked.name,
      username: ranked.username,
      avatar: avatarRefOf('ranked'),
    })
    .from(ranked)
    .where(lte(ranked.rank, memberPreviewSize))
    .orderBy(ranked.groupId, ranked.rank);
}
