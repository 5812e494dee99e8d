import {
  maxPageSize,
  type CreatePostBody,
  type FeedItem,
  type PatchPostBody,
} from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rootKeys } from '@/lib/query-keys';
import { postKeys } from './keys';

/** A post changed: every feed and post list may show it. */
function invalidateLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: rootKeys.feed });
  void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
}

/** `GET /api/Post/{id}` (members of its group). */
export function usePost(id: string) {
  return useQuery({
    queryKey: postKeys.detail(id),
    queryFn: () => api.call(routes.getPostById, { params: { id } }),
    enabled: id !== '',
  });
}

/** `GET /api/Post`: my groups' posts, one page by the `before` cursor, as feed items. */
export async function fetchMyPostsPage({
  before,
  limit,
}: {
  before: string | undefined;
  limit: number;
}): Promise<FeedItem[]> {
  const posts = await api.call(routes.getPost, { query: { before, limit } });
  return posts.map((post) => ({ id: post.id, type: 'post' as const, data: post }));
}

/** The groups a post can go to: `GET /api/Group`, one large page. */
export function useGroupChoices() {
  return useQuery({
    queryKey: postKeys.groupChoices(),
    queryFn: () =>
      api.call(routes.getGroup, { query: { limit: maxPageSize, sortBy: 'name', order: 'asc' } }),
    staleTime: 60_000,
  });
}

/** `POST /api/Post`. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostBody) => api.call(routes.postPost, { body }),
    onSuccess: (post) => {
      queryClient.setQueryData(postKeys.detail(post.id), post);
      invalidateLists(queryClient);
    },
  });
}

/** `PATCH /api/Post/{id}` (the author only). */
export function usePatchPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchPostBody) => api.call(routes.patchPostById, { params: { id }, body }),
    onSuccess: (post) => {
      queryClient.setQueryData(postKeys.detail(id), post);
      invalidateLists(queryClient);
    },
  });
}

/** `DELETE /api/Post/{id}` (the author or an admin of the group). */
export function useDeletePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.deletePostById, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: postKeys.detail(id) });
      invalidateLists(queryClient);
    },
  });
}
