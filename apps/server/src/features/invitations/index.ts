export { createInvitationLimits } from './invitation-limits';
export { invitationsRoutes } from './invitations.routes';
export { joinAsInvited } from './link-invitations.service';
export { invitationsReceivedExportSection, inviteLinksExportSection } from './invitations-export';
