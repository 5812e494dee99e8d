import { deletedUserName, personName } from '@kozos/contract';
import type { ExportSection } from '../../content/export-section';
import { listEmailInvitationsTo, listLinkInvitationsMadeBy } from './invitations.repository';

/**
 * Invitations sent to one's own address, with the inviter's name as the app shows it. The
 * invitations one sent are left out: they name other people's e-mail addresses.
 */
export const invitationsReceivedExportSection: ExportSection = {
  name: 'invitationsReceived',
  async collect(db, userId) {
    const rows = await listEmailInvitationsTo(db, userId);
    return rows.map((row) => ({
      group: row.group,
      invitedBy: personName(row.invitedBy, deletedUserName),
      creationTime: row.createdAt.toISOString(),
      acceptedTime: row.acceptedAt?.toISOString() ?? null,
    }));
  },
};

/** The invitation links one made (their tokens are not kept). */
export const inviteLinksExportSection: ExportSection = {
  name: 'inviteLinks',
  async collect(db, userId) {
    const rows = await listLinkInvitationsMadeBy(db, userId);
    return rows.map(({ createdAt, expiresAt, ...link }) => ({
      ...link,
      creationTime: createdAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    }));
  },
};
