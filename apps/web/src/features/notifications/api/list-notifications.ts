import { type NotificationResponse } from '@kozos/contract';
import { routes } from '@/lib/routes';
import type { OffsetPageRequest } from '@/components/ui/paged-list';
import { api } from '@/lib/api-client';
import { flushPendingSeeAll } from './see-all-request';

/** `GET /api/Notification`: newest first, 20 a page; an empty page ends the list. */
export async function fetchNotificationPage({
  skip,
  limit,
}: OffsetPageRequest): Promise<NotificationResponse[]> {
  if (skip === 0) await flushPendingSeeAll();
  return api.call(routes.getNotification, { query: { skip, limit } });
}
