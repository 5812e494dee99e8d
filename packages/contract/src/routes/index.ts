import { accessCodesContract } from './access-codes';
import { activationContract } from './activation';
import { calendarContract } from './calendar';
import { commentsContract } from './comments';
import { dataExportContract } from './data-export';
import { digestContract } from './digest';
import { evaluationsContract } from './evaluations';
import { eventsContract } from './events';
import { feedContract } from './feed';
import { feedbackContract } from './feedback';
import { groupsContract } from './groups';
import { identityContract } from './identity';
import { invitationsContract } from './invitations';
import { membershipsContract } from './memberships';
import { notificationSwitchesContract } from './notification-switches';
import { notificationsContract } from './notifications';
import { offersContract } from './offers';
import { ordersContract } from './orders';
import { passwordResetContract } from './password-reset';
import { photosContract } from './photos';
import { postsContract } from './posts';
import { producersContract } from './producers';
import { productsContract } from './products';
import { pushContract } from './push';
import { reportsContract } from './reports';
import { salesContract } from './sales';
import { systemContract } from './system';
import { translationsContract } from './translations';
import { usersContract } from './users';

export * from './route';
export {
  accessCodesContract,
  activationContract,
  calendarContract,
  commentsContract,
  dataExportContract,
  digestContract,
  evaluationsContract,
  eventsContract,
  feedContract,
  feedbackContract,
  groupsContract,
  identityContract,
  invitationsContract,
  membershipsContract,
  notificationSwitchesContract,
  notificationsContract,
  offersContract,
  ordersContract,
  passwordResetContract,
  photosContract,
  postsContract,
  producersContract,
  productsContract,
  pushContract,
  reportsContract,
  salesContract,
  systemContract,
  translationsContract,
  usersContract,
};

/** The whole route table, keyed by operationId (decision 135); one area's table per file. */
export const routes = {
  ...accessCodesContract,
  ...activationContract,
  ...calendarContract,
  ...commentsContract,
  ...dataExportContract,
  ...digestContract,
  ...evaluationsContract,
  ...eventsContract,
  ...feedContract,
  ...feedbackContract,
  ...groupsContract,
  ...identityContract,
  ...invitationsContract,
  ...membershipsContract,
  ...notificationSwitchesContract,
  ...notificationsContract,
  ...offersContract,
  ...ordersContract,
  ...passwordResetContract,
  ...photosContract,
  ...postsContract,
  ...producersContract,
  ...productsContract,
  ...pushContract,
  ...reportsContract,
  ...salesContract,
  ...systemContract,
  ...translationsContract,
  ...usersContract,
};

/** The table's type: what a client typed by it sees (apps/web/src/lib/routes.ts). */
export type Routes = typeof routes;

export { routeLines } from './lines';
