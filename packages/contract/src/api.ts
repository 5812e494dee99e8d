import { z } from 'zod';
import { oneLine, text } from './text';

/** Every success body is `{ data }`; the client reads `response.data.data` (spec §7). */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** Field errors: each field maps to its messages; the client keeps the first (spec §8). */
export const FieldErrors = z.record(text(), z.array(text()));
export type FieldErrors = z.infer<typeof FieldErrors>;

/** The one error shape of every failed call (spec §8). */
export const ApiErrorBody = z.object({
  message: text(),
  status: z.number().int(),
  errors: FieldErrors,
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const sortOrders = ['asc', 'desc'] as const;
export const SortOrder = z.enum(sortOrders);
export type SortOrder = z.infer<typeof SortOrder>;

export const defaultPageSize = 10;
export const maxPageSize = 100;

/**
 * The list query of spec §7: `limit` (default 10), `skip` (offset), `search`, `sortBy`,
 * `order` and `tags` (semicolon-joined). Each list narrows `sortBy` to its own fields
 * with {@link listQueryWithSort}.
 */
export const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  skip: z.coerce.number().int().min(0).default(0),
  search: oneLine().trim().max(200).optional(),
  sortBy: oneLine().max(50).optional(),
  order: SortOrder.optional(),
  tags: oneLine().max(500).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

export function listQueryWithSort<const T extends readonly [string, ...string[]]>(sortFields: T) {
  return ListQuery.extend({ sortBy: z.enum(sortFields).optional() });
}

/** An id in a path (`/api/Group/{id}`). Ids are UUIDs. */
export const IdParams = z.object({ id: z.uuid() });
export type IdParams = z.infer<typeof IdParams>;

/** Body of `GET /healthz`. */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  version: text(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
