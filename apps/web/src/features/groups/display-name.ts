import type { UserSummary } from '@kozos/contract';

/** A member's name, else @username (a new member may not have set a name). */
export function displayName(user: UserSummary): string {
  return user.name || (user.username ? `@${user.username}` : '?');
}
