import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupResponse } from '@kozos/contract';
import { EntityLoader } from '@/components/ui/entity-loader';
import { useGroup } from '../api/get-group';
import { GroupSkeleton } from './group-skeleton';

/** Loads a group for a page: skeleton, the error view (403, 404, retry), or the page itself. */
export function GroupLoader({
  id,
  children,
}: {
  id: string;
  children: (group: GroupResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EntityLoader
      query={useGroup(id)}
      skeleton={<GroupSkeleton />}
      texts={{
        failed: t('groups.load_failed'),
        notFound: t('groups.not_found_text'),
        forbidden: { title: t('groups.forbidden_title'), text: t('groups.forbidden_text') },
        back: { to: '/groups', label: t('groups.back_to_groups') },
      }}
      // A malformed group id (400) names no group either: Not found, as for an unknown one.
      badIdIsNotFound
    >
      {children}
    </EntityLoader>
  );
}
