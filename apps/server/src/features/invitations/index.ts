export { invitationsRoutes } from './invitations.routes';
