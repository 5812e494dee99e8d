import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { CardSkeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import {
  clearDroppedInvitation,
  dropPendingInvitation,
  forgetPendingInvitation,
  useDroppedInvitation,
  usePendingInvitation,
} from '@/shared/session/pending-invitation';
import { toast } from '@/lib/toast';
import { isDeadLink, useEnterByLink, useLinkInvitation } from '../api/link-invitations';
import { showErrorToast } from '@/lib/error-toast';
import { InvitationCard } from './invitation-card';

/**
 * The invitation of a `/?inv=` link opened earlier (maybe before signing in or registering),
 * until it is accepted or dismissed (spec §4).
 */
export function PendingLinkInvitation({ onJoined }: { onJoined: (groupId: string) => void }) {
  const { t } = useTranslation();
  const token = usePendingInvitation();
  const invitation = useLinkInvitation(token);
  const enter = useEnterByLink();
  const deadReason = useDroppedInvitation();

  if (deadReason !== null) {
    return (
      <Notice variant="error" title={t('invitations.link_dead_title')} className="mb-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span>
            {t(`invitations.link_dead.${deadReason}`, {
              defaultValue: t('invitations.link_dead.invalid_token'),
            })}
          </span>
          <Button size="sm" variant="outline" onClick={clearDroppedInvitation}>
            {t('common.close')}
          </Button>
        </div>
      </Notice>
    );
  }
  if (!token) return null;
  if (invitation.isPending) {
    return (
      <div className="mb-6">
        <CardSkeleton />
      </div>
    );
  }
  if (invitation.isError) {
    return (
      <Notice variant="error" title={t('invitations.link_load_failed')} className="mb-6">
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => void invitation.refetch()}>
            {t('list.retry')}
          </Button>
          <Button size="sm" variant="ghost" onClick={forgetPendingInvitation}>
            {t('invitations.dismiss')}
          </Button>
        </div>
      </Notice>
    );
  }
  const { group } = invitation.data;
  const join = () =>
    enter.mutate(token, {
      onSuccess: () => {
        forgetPendingInvitation();
        toast({ title: t('Joined_group') });
        onJoined(group.id);
      },
      onError: (error) => {
        // Already a member: nothing left to accept, so open the group instead.
        if (error instanceof ApiError && error.status === 409) {
          forgetPendingInvitation();
          toast({ title: t('message.already_member') });
          onJoined(group.id);
          return;
        }
        if (isDeadLink(error)) dropPendingInvitation(error.message);
        else showErrorToast(error, t);
      },
    });
  return (
    <div className="mb-6">
      <InvitationCard
        group={group}
        createdBy={invitation.data.createdBy}
        actions={
          <>
            <Button variant="outline" disabled={enter.isPending} onClick={forgetPendingInvitation}>
              <X aria-hidden="true" />
              {t('invitations.dismiss')}
            </Button>
            <Button disabled={enter.isPending} onClick={join}>
              <Check aria-hidden="true" />
              {enter.isPending ? t('invitations.joining') : t('invitations.accept')}
            </Button>
          </>
        }
      />
    </div>
  );
}
