import {
  type CreateFeedbackBody,
  type FeedbackResponse,
  type feedbackStatuses,
} from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type FeedbackStatus = (typeof feedbackStatuses)[number];

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (status: FeedbackStatus) => [...feedbackKeys.all, 'list', status] as const,
};

/** `POST /api/Feedback`. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFeedbackBody) => api.call(routes.postFeedback, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}

/** `GET /api/Feedback` (site administrators): one page of open or done items. */
export function fetchFeedbackPage(
  status: FeedbackStatus,
  page: { skip: number; limit: number },
): Promise<FeedbackResponse[]> {
  return api.call(routes.getFeedback, { query: { status, ...page } });
}

/** `PATCH /api/Feedback/{id}`: done, or open again. */
export function useMarkFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }) =>
      api.call(routes.patchFeedbackById, { params: { id }, body: { done } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
