import type { NotificationResponse } from '@kozos/contract';
import type { OffsetPageRequest } from '@/components/ui/paged-list';
import { api } from '@/lib/api-client';

/** `GET /api/Notification`: newest first, 20 a page; an empty page ends the list. */
export function fetchNotificationPage({
  skip,
  limit,
}: OffsetPageRequest): Promise<NotificationResponse[]> {
  return api.get<NotificationResponse[]>('Notification', { skip, limit });
}
