/** What a searchable, sortable list screen asks with (its toolbar's state). */
interface ListFilters {
  search?: string | undefined;
  sortBy?: unknown;
  order?: unknown;
}

/** The query of one offset page of such a list; an empty search is left out. */
export function offsetListQuery<F extends ListFilters>(
  filters: F,
  { skip, limit }: { skip: number; limit: number },
): {
  skip: number;
  limit: number;
  search: string | undefined;
  sortBy: F['sortBy'];
  order: F['order'];
} {
  return {
    skip,
    limit,
    search: filters.search || undefined,
    sortBy: filters.sortBy,
    order: filters.order,
  };
}
