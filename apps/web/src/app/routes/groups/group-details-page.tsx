import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GroupActions } from '@/features/groups/components/group-actions';
import { GroupInfo } from '@/features/groups/components/group-info';
import { GroupLoader } from '@/features/groups/components/group-loader';
import { MemberList } from '@/features/groups/components/member-list';
import { useCurrentUser } from '@/lib/current-user';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from './back-link';

/** /groups/:id/details: about the group, its members, and what I may do with it. */
export function GroupDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useCurrentUser();
  return (
    <GroupLoader id={id}>
      {(group) => (
        <>
          <BackLink to={`/groups/${group.id}`} label={t('groups.back_to_group')} />
          <PageHeading title={group.name} />
          <div className="flex flex-col gap-6">
            <GroupInfo group={group} />
            <GroupActions group={group} />
            <MemberList group={group} myUserId={me.id} />
          </div>
        </>
      )}
    </GroupLoader>
  );
}
