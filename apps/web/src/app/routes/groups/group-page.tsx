import { useParams } from 'react-router';
import { GroupHeader } from '@/features/groups/components/group-header';
import { GroupLoader } from '@/features/groups/components/group-loader';
import { GroupFeed } from '../posts/group-feed';

/** /groups/:id: the circle's header and its feed. */
export function GroupPage() {
  const { id = '' } = useParams();
  return (
    <GroupLoader id={id}>
      {(group) => (
        <>
          <GroupHeader group={group} />
          <GroupFeed groupId={group.id} />
        </>
      )}
    </GroupLoader>
  );
}
