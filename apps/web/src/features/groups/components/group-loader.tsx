import type { ReactNode } from 'react';
import type { GroupResponse } from '@kozos/contract';
import { useGroup } from '../api/get-group';
import { GroupLoadError } from './group-load-error';
import { GroupSkeleton } from './group-skeleton';

/** Loads a group for a page: skeleton, the error view (403, 404, retry), or the page itself. */
export function GroupLoader({
  id,
  children,
}: {
  id: string;
  children: (group: GroupResponse) => ReactNode;
}) {
  const group = useGroup(id);
  if (group.isPending) return <GroupSkeleton />;
  if (group.isError)
    return <GroupLoadError error={group.error} onRetry={() => void group.refetch()} />;
  return <>{children(group.data)}</>;
}
