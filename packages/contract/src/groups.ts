import { z } from 'zod';
import { oneLine, text } from './text';
import { listQueryWithSort } from './api';
import { PhotoRef } from './photos';

/** The few user fields shown wherever a person appears in a list (avatars, members). */
export const UserSummary = z.object({
  id: text(),
  name: text(),
  username: text().nullable(),
  /** The profile picture; absent or null: initials (issue 25). */
  avatar: PhotoRef.nullable().optional(),
});
export type UserSummary = z.infer<typeof UserSummary>;

export const GroupName = oneLine().trim().min(1).max(100);
export const GroupDescription = text().trim().max(2000);

export const Membership = z.object({
  id: text(),
  user: UserSummary,
  isAdmin: z.boolean(),
  joinedAt: z.iso.datetime(),
});
export type Membership = z.infer<typeof Membership>;

/** A card of `GET /api/Group`: the group, a preview of its members and my place in it. */
export const GroupListItem = z.object({
  id: text(),
  name: text(),
  description: text(),
  creationTime: z.iso.datetime(),
  memberCount: z.number().int(),
  /** Up to five members, admins first, for the avatar stack. */
  memberPreview: z.array(UserSummary),
  myMembership: z.object({ id: text(), isAdmin: z.boolean() }),
});
export type GroupListItem = z.infer<typeof GroupListItem>;

/** `GET /api/Group/{id}` (spec §3 Group): members only. */
export const GroupResponse = z.object({
  id: text(),
  name: text(),
  description: text(),
  creationTime: z.iso.datetime(),
  memberships: z.array(Membership),
  myMembership: z.object({ id: text(), isAdmin: z.boolean() }),
});
export type GroupResponse = z.infer<typeof GroupResponse>;

export const GroupListQuery = listQueryWithSort(['creationTime', 'name']);
export type GroupListQuery = z.infer<typeof GroupListQuery>;

export const CreateGroupBody = z.object({
  name: GroupName,
  description: GroupDescription.optional(),
});
export type CreateGroupBody = z.infer<typeof CreateGroupBody>;

export const PatchGroupBody = CreateGroupBody.partial();
export type PatchGroupBody = z.infer<typeof PatchGroupBody>;

/** `POST /api/Membership/Promote` and `/Kick`. */
export const MembershipActionBody = z.object({ userId: z.uuid(), groupId: z.uuid() });
export type MembershipActionBody = z.infer<typeof MembershipActionBody>;
