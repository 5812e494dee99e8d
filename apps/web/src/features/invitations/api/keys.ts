import { rootKeys } from '@/lib/query-keys';

export const invitationKeys = {
  all: rootKeys.invitations,
  /** My pending e-mail invitations. */
  mine: () => [...invitationKeys.all, 'mine'] as const,
  /** A group's pending e-mail invitations (admins). */
  groupEmails: (groupId: string) => [...invitationKeys.all, 'group', groupId, 'email'] as const,
  /** The shareable link made for a group in this session. */
  groupLink: (groupId: string) => [...invitationKeys.all, 'group', groupId, 'link'] as const,
  /** A group's links that still work (admins). */
  groupLiveLinks: (groupId: string) => [...invitationKeys.all, 'group', groupId, 'links'] as const,
  link: (token: string) => [...invitationKeys.all, 'link', token] as const,
};
