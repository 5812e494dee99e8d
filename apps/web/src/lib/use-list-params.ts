import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SortOrder } from '@kozos/contract';
import { useDebouncedValue } from './use-debounced-value';

export interface ListSortSpec<F extends string> {
  fields: readonly F[];
  defaultField: F;
  /** The order a field starts in when chosen (newest first, A to Z, soonest first). */
  defaultOrderOf: (field: F) => SortOrder;
}

/**
 * A list's search, sort and order kept in the address (`?search=&sortBy=&order=`), so Back and a
 * reload keep them; the search text waits 500 ms (spec §9) before it filters.
 */
export function useListParams<F extends string>(spec: ListSortSpec<F>) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debouncedSearch = useDebouncedValue(search.trim());
  const requested = params.get('sortBy');
  const sortBy = spec.fields.find((field) => field === requested) ?? spec.defaultField;
  const requestedOrder = params.get('order');
  const order: SortOrder =
    requestedOrder === 'asc' || requestedOrder === 'desc'
      ? requestedOrder
      : spec.defaultOrderOf(sortBy);
  const setParam = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    params,
    search,
    setSearch,
    debouncedSearch,
    sortBy,
    order,
    /** A new field starts in its natural order. */
    setSortBy: (field: string) => {
      const chosen = spec.fields.find((candidate) => candidate === field) ?? spec.defaultField;
      setParam({ sortBy: chosen, order: spec.defaultOrderOf(chosen) });
    },
    setOrder: (next: SortOrder) => setParam({ order: next }),
    setParam,
  };
}
