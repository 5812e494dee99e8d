import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { AccessCodePanel } from '@/features/access-codes/components/access-code-panel';
import { GroupAccessCodes } from '@/features/access-codes/components/group-access-codes';
import { GroupLoader } from '@/features/groups/components/group-loader';
import { EmailInviteForm } from '@/features/invitations/components/email-invite-form';
import { GroupLiveLinks } from '@/features/invitations/components/group-live-links';
import { GroupPendingInvitations } from '@/features/invitations/components/group-pending-invitations';
import { InviteLinkPanel } from '@/features/invitations/components/invite-link-panel';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from './back-link';

/** /groups/:id/details/invite (spec §2 also names a query `id`; the path's id wins). */
export function InvitePage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id || search.get('id') || '';
  return (
    <GroupLoader id={id}>
      {(group) => (
        <>
          <BackLink to={`/groups/${group.id}/details`} label={t('groups.back_to_details')} />
          <PageHeading title={t('invitations.invite_title')} description={group.name} />
          {group.myMembership.isAdmin ? (
            <div className="flex flex-col gap-6">
              <InviteLinkPanel groupId={group.id} />
              <GroupLiveLinks groupId={group.id} />
              <AccessCodePanel groupId={group.id} />
              <GroupAccessCodes groupId={group.id} />
              <EmailInviteForm groupId={group.id} />
              <GroupPendingInvitations groupId={group.id} />
            </div>
          ) : (
            <Notice variant="info" title={t('groups.admins_only')}>
              {t('groups.admins_only_invite')}
            </Notice>
          )}
        </>
      )}
    </GroupLoader>
  );
}
