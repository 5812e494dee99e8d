import { useParams } from 'react-router';
import { GroupFeedPlaceholder } from '@/features/groups/components/group-feed-placeholder';
import { GroupHeader } from '@/features/groups/components/group-header';
import { GroupLoader } from '@/features/groups/components/group-loader';

/** /groups/:id: the circle's page; its feed arrives with the Posts issue. */
export function GroupPage() {
  const { id = '' } = useParams();
  return (
    <GroupLoader id={id}>
      {(group) => (
        <>
          <GroupHeader group={group} />
          <GroupFeedPlaceholder />
        </>
      )}
    </GroupLoader>
  );
}
