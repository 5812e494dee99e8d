import { type CreateGroupBody, type PatchGroupBody } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupKeys } from './keys';

/** `POST /api/Group`: the creator becomes the first admin. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupBody) => api.call(routes.postGroup, { body }),
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
    mutationFn: (body: PatchGroupBody) => api.call(routes.patchGroupById, { params: { id }, body }),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(id), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
    },
  });
}
