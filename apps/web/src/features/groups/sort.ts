import type { SortOrder } from '@kozos/contract';

export type GroupSortField = 'creationTime' | 'name';

export interface GroupSort {
  sortBy: GroupSortField;
  order: SortOrder;
}

/** Newest first, names A to Z: what a user expects the first time a field is chosen. */
export const defaultOrderOf: Record<GroupSortField, SortOrder> = {
  creationTime: 'desc',
  name: 'asc',
};

export const defaultGroupSort: GroupSort = { sortBy: 'creationTime', order: 'desc' };

export function toggleOrder(order: SortOrder): SortOrder {
  return order === 'asc' ? 'desc' : 'asc';
}

/**
 * Spec §4 "Sorting toggles a field and cycles the order options": choosing the active field
 * again flips its order; choosing another field switches to it in its natural order.
 */
export function nextGroupSort(current: GroupSort, field: GroupSortField): GroupSort {
  if (current.sortBy === field) return { sortBy: field, order: toggleOrder(current.order) };
  return { sortBy: field, order: defaultOrderOf[field] };
}
