import type { FeedItemType, ReportResponse } from '@kozos/contract';
import { ok } from './groups';
import type { IdentityTestApp, TestUser } from './identity';

/* Reporting and hiding posts, offers and events through the HTTP API (decision 205). */

const pathOf = { post: 'Post', offer: 'Offer', event: 'Event' } as const;

export function reportItem(
  t: IdentityTestApp,
  reporter: TestUser,
  type: FeedItemType,
  id: string,
  reason: 'spam' | 'offensive' = 'spam',
): Promise<{ id: string }> {
  return ok<{ id: string }>(t, reporter, 'POST', `/api/${pathOf[type]}/${id}/Report`, { reason });
}

/** A member reports the item and the group's admin hides it with `reason`. */
export async function hideItem(
  t: IdentityTestApp,
  reporter: TestUser,
  admin: TestUser,
  item: { type: FeedItemType; id: string },
  reason = 'Not here, please',
): Promise<ReportResponse> {
  const report = await reportItem(t, reporter, item.type, item.id);
  return ok<ReportResponse>(t, admin, 'POST', `/api/Report/${report.id}/Hide`, { reason });
}
