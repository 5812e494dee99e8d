/*
 * The instant check shared by the feed's paging values and the times of content (events,
 * offers): kept apart from feed.ts, which imports every content type's response.
 */
const feedTimePattern = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,3}))?Z$/;

/** Whether `value` is a feed time: well formed, and a date that exists (no 30 February). */
export function isFeedTime(value: string): boolean {
  const match = feedTimePattern.exec(value);
  if (!match || Number(match[1]) < 1) return false;
  const time = new Date(value);
  // Date parsing rolls impossible fields over (or gives NaN); a real date prints back the same.
  return !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 19) === value.slice(0, 19);
}
