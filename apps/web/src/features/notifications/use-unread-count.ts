/**
 * Unread notifications for the badge in the right navigation. GET /api/Notification/Count
 * does not exist yet (notifications issue), so the count is 0 until it does.
 */
export function useUnreadCount(): number {
  return 0;
}
