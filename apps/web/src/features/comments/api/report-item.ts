import type { CreateItemReportBody, FeedItemType } from '@kozos/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/routes';

const reportRoutes = {
  post: routes.postPostReport,
  offer: routes.postOfferReport,
  event: routes.postEventReport,
} as const;

/** `POST /api/{Post,Offer,Event}/{id}/Report`: to the group's admins (decision 205). */
export function useReportItem(type: FeedItemType, id: string) {
  return useMutation({
    mutationFn: (body: CreateItemReportBody) =>
      api.call(reportRoutes[type], { params: { id }, body }),
  });
}
