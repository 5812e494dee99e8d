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

/** Where a page of a thread starts; none: the newest page. */
export type ThreadPageParam = { before: string } | { after: string } | undefined;

/**
 * `GET /api/Comment`: the thread, oldest first on screen, opened at its newest page (decision
 * 210); earlier pages come before it on request (`before`). A refetch (after a live `comment`
 * event or one's own change) reloads the first page shown and reads on from it (`after`), so a
 * new comment lands at the end, where the thread then offers its next page.
 */
export function useCommentThread({ itemType, itemId }: ThreadRef) {
  return useInfiniteQuery({
    queryKey: commentKeys.thread(itemType, itemId),
    queryFn: ({ pageParam }) =>
      api.call(routes.getComment, {
        query: {
          itemType,
          itemId,
          limit: commentPageSize,
          ...(pageParam ?? { newest: 'true' as const }),
        },
      }),
    initialPageParam: undefined as ThreadPageParam,
    getNextPageParam: (lastPage: CommentPage): ThreadPageParam =>
      lastPage.nextCursor ? { after: lastPage.nextCursor } : undefined,
    getPreviousPageParam: (firstPage: CommentPage): ThreadPageParam =>
      firstPage.previousCursor ? { before: firstPage.previousCursor } : undefined,
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
