import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MyInvitationList } from '@/features/invitations/components/my-invitation-list';
import { PendingLinkInvitation } from '@/features/invitations/components/pending-link-invitation';
import { PageHeading } from '../../layout/page-heading';

/** /invitations: invitations waiting for me (e-mail ones, and a link opened earlier). */
export function InvitationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openGroup = (groupId: string) => void navigate(`/groups/${groupId}`);
  return (
    <>
      <PageHeading title={t('invitations.title')} description={t('invitations.intro')} />
      <PendingLinkInvitation onJoined={openGroup} />
      <MyInvitationList onJoined={openGroup} />
    </>
  );
}
