import { z } from 'zod';
import { text } from './text';
import { UserSummary } from './groups';
import { Email } from './users';

export const InvitationGroup = z.object({
  id: text(),
  name: text(),
  description: text(),
});

/** Invitation by e-mail (spec §3). */
export const EmailInvitation = z.object({
  id: text(),
  email: text(),
  group: InvitationGroup,
  createdBy: UserSummary,
  creationTime: z.iso.datetime(),
});
export type EmailInvitation = z.infer<typeof EmailInvitation>;

/** Invitation by link (spec §3); its link is `{PUBLIC_URL}/?inv={token}`. */
export const LinkInvitation = z.object({
  id: text(),
  group: InvitationGroup,
  createdBy: UserSummary,
  expiresAt: z.iso.datetime(),
});
export type LinkInvitation = z.infer<typeof LinkInvitation>;

export const CreateLinkInvitationResponse = z.object({
  token: text(),
  url: text(),
  expiresAt: z.iso.datetime(),
});
export type CreateLinkInvitationResponse = z.infer<typeof CreateLinkInvitationResponse>;

export const CreateEmailInvitationBody = z.object({ email: Email });
export type CreateEmailInvitationBody = z.infer<typeof CreateEmailInvitationBody>;

export const GroupIdParams = z.object({ groupId: z.uuid() });
export const TokenParams = z.object({ token: text().min(16).max(200) });
export const GroupEmailParams = z.object({ groupId: z.uuid(), email: Email });
