import {
  maxOccurrences,
  maxPageSize,
  type CreateEventBody,
  type PatchEventBody,
  type SeriesScope,
} from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OffsetPageRequest } from '@/components/ui/paged-list';
import { api } from '@/lib/api-client';
import { rootKeys } from '@/lib/query-keys';
import { eventKeys, type EventFilters } from './keys';

/** An event changed: lists, feeds and the calendar may show it. */
function invalidateLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: rootKeys.feed });
  void queryClient.invalidateQueries({ queryKey: rootKeys.calendar });
  void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'series'] });
}

/** `GET /api/Event/{id}` (members of its group). */
export function useEvent(id: string) {
  return useQuery({
    queryKey: eventKeys.detail(id),
    queryFn: () => api.call(routes.getEventById, { params: { id } }),
    enabled: id !== '',
  });
}

/** `GET /api/Event`: one offset page of my groups' events. */
export function eventsPageFetcher(filters: EventFilters) {
  return ({ skip, limit }: OffsetPageRequest) =>
    api.call(routes.getEvent, {
      query: {
        skip,
        limit,
        search: filters.search?.trim() || undefined,
        tags: filters.tags && filters.tags.length > 0 ? filters.tags : undefined,
        hidePast: filters.hidePast ? 'true' : undefined,
        sortBy: filters.sortBy,
        order: filters.order,
      },
    });
}

/** Every occurrence of a series (at most 52), in order. */
export function useSeriesEvents(seriesId: string | undefined) {
  return useQuery({
    queryKey: eventKeys.series(seriesId ?? ''),
    queryFn: () =>
      api.call(routes.getEvent, { query: { seriesId, limit: maxOccurrences, sortBy: 'time' } }),
    enabled: seriesId !== undefined,
  });
}

/** The groups an event can go to: `GET /api/Group`, one large page. */
export function useEventGroupChoices() {
  return useQuery({
    queryKey: eventKeys.groupChoices(),
    queryFn: () =>
      api.call(routes.getGroup, { query: { limit: maxPageSize, sortBy: 'name', order: 'asc' } }),
    staleTime: 60_000,
  });
}

/** `POST /api/Event`. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) => api.call(routes.postEvent, { body }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      invalidateLists(queryClient);
    },
  });
}

/** `PATCH /api/Event/{id}` (the author or a group admin). */
export function usePatchEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchEventBody) => api.call(routes.patchEventById, { params: { id }, body }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(id), event);
      // Other occurrences may have moved with it.
      void queryClient.invalidateQueries({ queryKey: eventKeys.details() });
      invalidateLists(queryClient);
    },
  });
}

/** `DELETE /api/Event/{id}?scope=` (the author or a group admin). */
export function useDeleteEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: SeriesScope) =>
      api.call(routes.deleteEventById, { params: { id }, query: { scope } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.details() });
      invalidateLists(queryClient);
    },
  });
}

/** `POST /api/EventApplication`: yes, no or neutral (null); answers with the event as it now is. */
export function useAnswerEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apply: boolean | null) =>
      api.call(routes.postEventApplication, { body: { eventId: id, apply } }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(id), event);
      invalidateLists(queryClient);
    },
  });
}
