import { isDeletedUser, type UserSummary } from '@kozos/contract';
import type { TFunction } from 'i18next';

/** A member's name, else @username (a new member may not have set a name). */
export function displayName(user: UserSummary): string {
  return user.name || (user.username ? `@${user.username}` : '?');
}

/** An author's name, where the author may have deleted the account since (decision 013). */
export function authorName(user: UserSummary, t: TFunction): string {
  return isDeletedUser(user) ? t('user.deleted_user') : displayName(user);
}
