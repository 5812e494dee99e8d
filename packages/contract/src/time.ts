import { isFeedTime } from './feed-time';
import { validationMessages } from './messages';
import { text } from './text';

/**
 * A moment sent by a client: an ISO-8601 UTC time (`Z`, up to milliseconds) that names a real
 * date from year 1 on (decision 051), as the feeds' `until`. Forms send what `toUtcDateTime`
 * makes of a datetime-local value (decision 062).
 */
export const Instant = text().max(40).refine(isFeedTime, { message: validationMessages.invalid });
