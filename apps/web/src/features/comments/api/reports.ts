import type { ReportResponse, ReportStatus } from '@kozos/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rootKeys } from '@/lib/query-keys';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { routes } from '@/lib/routes';
import { commentKeys } from './keys';

/** Query keys of the admins' review screen; hiding or dismissing refreshes all of them. */
export const reportKeys = {
  all: [...commentKeys.all, 'reports'] as const,
  list: (status: ReportStatus) => [...reportKeys.all, 'list', status] as const,
  openCount: () => [...reportKeys.all, 'open-count'] as const,
};

/**
 * `GET /api/Report`: one page of the reports of every kind (comments, posts, offers, events) of
 * the groups I administer (site admin: all; decision 205).
 */
export function fetchReportPage(
  status: ReportStatus,
  page: { skip: number; limit: number },
): Promise<ReportResponse[]> {
  return api.call(routes.getReport, { query: { status, ...page } });
}

/**
 * Who reviews reports: the site administrator, and admins of a group. Which groups I administer
 * comes from my group list (keyed under the groups root, so joining, leaving or a promotion
 * refreshes it); `adminGroupIds` decides where Hide and Dismiss are offered, since the site-wide
 * flag only lets one read other groups' reports (decision 172).
 */
export function useReviewAccess(): {
  canReview: boolean;
  /** False while my groups load (and none is known yet). */
  known: boolean;
  adminGroupIds: ReadonlySet<string>;
} {
  const me = useOptionalCurrentUser();
  const groups = useQuery({
    queryKey: [...rootKeys.groups, 'administered'],
    queryFn: () => api.call(routes.getGroup, { query: { limit: 100, skip: 0 } }),
    enabled: me !== null,
    staleTime: 60_000,
    select: (list) =>
      new Set(list.filter((group) => group.myMembership.isAdmin).map((group) => group.id)),
  });
  const adminGroupIds = groups.data ?? new Set<string>();
  const canReview = me?.isAdmin === true || adminGroupIds.size > 0;
  return { canReview, known: canReview || !groups.isPending, adminGroupIds };
}

/** The count of open reports for the nav entry (only asked by those who review). */
export function useOpenReportCount(enabled: boolean): number {
  const query = useQuery({
    queryKey: reportKeys.openCount(),
    queryFn: () => api.call(routes.getReportCount),
    enabled,
    staleTime: 30_000,
  });
  return enabled ? (query.data?.open ?? 0) : 0;
}

type Resolution =
  { id: string; action: 'hide'; reason: string } | { id: string; action: 'dismiss' };

/**
 * `POST /api/Report/{id}/Hide` or `/Dismiss`: then every query refetches — the lists, the count,
 * an open thread (a hidden comment reads "hidden by an admin") and the feeds and lists a hidden
 * post, offer or event leaves.
 */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolution: Resolution) =>
      resolution.action === 'hide'
        ? api.call(routes.postReportHide, {
            params: { id: resolution.id },
            body: { reason: resolution.reason },
          })
        : api.call(routes.postReportDismiss, { params: { id: resolution.id } }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
