/**
 * True when `error` (or what it wraps: drizzle puts the driver's error in `cause`) is
 * PostgreSQL's unique_violation, e.g. two people taking one username at the same moment.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
