import type { CreateCommentReportBody } from '@kozos/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/routes';
import type { ThreadRef } from './comments';
import { commentKeys } from './keys';

/** `POST /api/Comment/{id}/Report`: to the group's admins; the thread then offers it no more. */
export function useReportComment({ itemType, itemId }: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CreateCommentReportBody }) =>
      api.call(routes.postCommentReport, { params: { id }, body }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: commentKeys.thread(itemType, itemId) }),
  });
}
