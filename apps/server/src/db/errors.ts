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

/** True when `error` (or what it wraps) is PostgreSQL's `code`, e.g. 23503 foreign_key_violation. */
export function hasPgCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A row is still referenced, e.g. a product that an offer was made of. */
export const isForeignKeyViolation = (error: unknown): boolean => hasPgCode(error, '23503');
