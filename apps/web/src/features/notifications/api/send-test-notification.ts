import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** `POST /api/Notification/Test` (now) or `?delayed=true` (a few seconds later, for push checks). */
export function useSendTestNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delayed: boolean) =>
      api.call(routes.postNotificationTest, { query: delayed ? { delayed: 'true' } : {} }),
    onSuccess: (_data, delayed) => {
      if (!delayed) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
