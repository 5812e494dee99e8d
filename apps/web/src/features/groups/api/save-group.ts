import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupBody, GroupResponse, PatchGroupBody } from '@kozos/contract';
import { api } from '@/lib/api-client';
import { groupKeys } from './keys';

/** `POST /api/Group`: the creator becomes the first admin. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupBody) => api.post<GroupResponse>('Group', body),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(group.id), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
    },
  });
}

/** `PATCH /api/Group/{id}` (admins): name and description. */
export function usePatchGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchGroupBody) =>
      api.patch<GroupResponse>(`Group/${encodeURIComponent(id)}`, body),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(id), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
    },
  });
}
