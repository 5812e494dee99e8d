import { type GroupListItem } from '@kozos/contract';
import { routes } from '@/lib/routes';
import type { OffsetPageRequest } from '@/components/ui/paged-list';
import { offsetListQuery } from '@/lib/list-query';
import { api } from '@/lib/api-client';
import type { GroupListFilters } from './keys';

/** `GET /api/Group`: my groups, one page (10 by default); an empty page ends the list. */
export function fetchGroupPage(
  filters: GroupListFilters,
  page: OffsetPageRequest,
): Promise<GroupListItem[]> {
  return api.call(routes.getGroup, { query: offsetListQuery(filters, page) });
}
