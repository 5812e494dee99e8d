/*
 * What other features may use of groups (decision 030). Access checks are not here: they live
 * in access/group-access.ts, which every feature imports directly.
 */
export {
  joinGroup,
  lockGroupsForAccountDeletion,
  removeMembershipsOfDeletedUser,
} from './memberships.service';
export { listMemberIds } from './groups.repository';
export { groupsRoutes } from './groups.routes';
export { membershipsRoutes } from './memberships.routes';
export { membershipsExportSection } from './groups-export';
