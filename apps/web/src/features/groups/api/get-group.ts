import { type GroupResponse } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupKeys } from './keys';

export function fetchGroup(id: string): Promise<GroupResponse> {
  return api.call(routes.getGroupById, { params: { id } });
}

/** A group I am a member of; 403 for others' groups, 404 for unknown ids. */
export function useGroup(id: string) {
  return useQuery({
    queryKey: groupKeys.detail(id),
    queryFn: () => fetchGroup(id),
    enabled: id !== '',
  });
}
