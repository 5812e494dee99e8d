import type { UserSummary } from '@kozos/contract';

export function inviterName(user: UserSummary): string {
  return user.name || (user.username ? `@${user.username}` : '?');
}
