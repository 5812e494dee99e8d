import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rootKeys } from '@/lib/query-keys';

export const calendarKeys = {
  all: rootKeys.calendar,
  period: (from: string, to: string) => [...calendarKeys.all, 'period', from, to] as const,
  subscription: () => [...calendarKeys.all, 'subscription'] as const,
};

/** `GET /api/Calendar?from&to`: what of my groups and of mine has a date in the period. */
export function useCalendar(from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.period(from, to),
    queryFn: () => api.call(routes.getCalendar, { query: { from, to } }),
    placeholderData: (previous) => previous,
  });
}

/** My secret calendar address (ICS), or null. */
export function useSubscription() {
  return useQuery({
    queryKey: calendarKeys.subscription(),
    queryFn: () => api.call(routes.getCalendarSubscription),
  });
}

/** A new secret address; the previous one stops working. */
export function useRenewSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.postCalendarSubscription),
    onSuccess: (subscription) =>
      queryClient.setQueryData(calendarKeys.subscription(), subscription),
  });
}

export function useRevokeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.deleteCalendarSubscription),
    onSuccess: () => queryClient.setQueryData(calendarKeys.subscription(), null),
  });
}
