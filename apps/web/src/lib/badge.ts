/** Spec §9: the unread badge shows 9+ above 9. */
export function formatBadgeCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}
