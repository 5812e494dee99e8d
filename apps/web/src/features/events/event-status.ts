import type { EventResponse } from '@kozos/contract';
import type { ItemStatus } from '@/components/ui/status-stripe';

/** Spec §4 for events: active (answers open), deadline passed (red), archived (grey, it happened). */
export function eventStatus(
  event: Pick<EventResponse, 'time' | 'applicationDeadline'>,
  now: number = Date.now(),
): ItemStatus {
  if (Date.parse(event.time) <= now) return 'archived';
  if (Date.parse(event.applicationDeadline) <= now) return 'deadline_passed';
  return 'active';
}

/** Answers are taken while the deadline is ahead (spec §4). */
export function answersOpen(event: Pick<EventResponse, 'applicationDeadline'>, now = Date.now()) {
  return Date.parse(event.applicationDeadline) > now;
}
