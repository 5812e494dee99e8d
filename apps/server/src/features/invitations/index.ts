export { createInvitationLimits } from './invitation-limits';
export { invitationsRoutes } from './invitations.routes';
