import {
  commentPageSize,
  type CommentItemType,
  type CommentPage,
  type CreateCommentBody,
} from '@kozos/contract';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rootKeys } from '@/lib/query-keys';
import { routes } from '@/lib/routes';
import { commentKeys, itemRootKeys } from './keys';

export interface ThreadRef {
  itemType: CommentItemType;
  itemId: string;
}

/** A comment changed: its thread, and the count on its item's cards and page. */
function invalidateThread(queryClient: QueryClient, { itemType, itemId }: ThreadRef) {
  void queryClient.invalidateQueries({ queryKey: commentKeys.thread(itemType, itemId) });
  void queryClient.invalidateQueries({ queryKey: itemRootKeys[itemType] });
  void queryClient.invalidateQueries({ queryKey: rootKeys.feed });
}

/**
 * `GET /api/Comment`: the thread, oldest first, a page at a time by the server's cursor. A
 * refetch (after a live `comment` event) reloads every page shown, so a new comment appears at
 * the end of a thread read to its end.
 */
export function useCommentThread({ itemType, itemId }: ThreadRef) {
  return useInfiniteQuery({
    queryKey: commentKeys.thread(itemType, itemId),
    queryFn: ({ pageParam }) =>
      api.call(routes.getComment, {
        query: { itemType, itemId, cursor: pageParam, limit: commentPageSize },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage: CommentPage) => lastPage.nextCursor ?? undefined,
  });
}

/** `POST /api/Comment`: a comment, or a reply with `parentId`. */
export function useCreateComment(thread: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Pick<CreateCommentBody, 'body' | 'parentId'>) =>
      api.call(routes.postComment, { body: { ...thread, ...input } }),
    onSuccess: () => invalidateThread(queryClient, thread),
  });
}

/** `PATCH /api/Comment/{id}` (its author). */
export function usePatchComment(thread: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      api.call(routes.patchCommentById, { params: { id }, body: { body } }),
    onSuccess: () => invalidateThread(queryClient, thread),
  });
}

/** `DELETE /api/Comment/{id}` (its author or an admin of the group). */
export function useDeleteComment(thread: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.deleteCommentById, { params: { id } }),
    onSuccess: () => invalidateThread(queryClient, thread),
  });
}

/** `GET /api/Comment/Mentionable`: members of the item's group whose name starts so. */
export function useMentionable({ itemType, itemId }: ThreadRef, query: string | null) {
  return useQuery({
    queryKey: commentKeys.mentionable(itemType, itemId, query ?? ''),
    queryFn: () =>
      api.call(routes.getCommentMentionable, {
        query: { itemType, itemId, ...(query ? { q: query } : {}) },
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
