import { errorMessages, type GroupResponse } from '@kozos/contract';

/** Spec §6: only the last admin deletes, and only while the group has at most 2 members. */
export const maxMembersToDelete = 2;

/**
 * Why the server would refuse Delete group or Leave group for me now (the same rules it checks
 * under its lock), as the message key it would answer with; null when the action can work.
 */
export function actionBlockers(group: GroupResponse): {
  delete: string | null;
  leave: string | null;
} {
  const me = group.myMembership;
  const otherAdmins = group.memberships.filter((m) => m.isAdmin && m.id !== me.id).length;
  const deleteBlocker =
    group.memberships.length > maxMembersToDelete
      ? errorMessages.groupTooLargeToDelete
      : otherAdmins > 0
        ? errorMessages.onlyLastAdminCanDelete
        : null;
  return {
    delete: me.isAdmin ? deleteBlocker : null,
    leave: me.isAdmin && otherAdmins === 0 ? errorMessages.lastAdminMustHandOver : null,
  };
}
