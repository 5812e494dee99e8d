import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EmailInvitation } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAcceptEmailInvitation, useDeclineEmailInvitation } from '../api/email-invitations';
import { showErrorToast } from '@/lib/error-toast';
import { InvitationCard } from './invitation-card';

interface EmailInvitationCardProps {
  invitation: EmailInvitation;
  /** After joining (toast Joined_group shown): e.g. go to the group. */
  onJoined?: (groupId: string) => void;
}

export function EmailInvitationCard({ invitation, onJoined }: EmailInvitationCardProps) {
  const { t } = useTranslation();
  const accept = useAcceptEmailInvitation();
  const decline = useDeclineEmailInvitation();
  const busy = accept.isPending || decline.isPending;
  return (
    <InvitationCard
      group={invitation.group}
      createdBy={invitation.createdBy}
      actions={
        <>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              decline.mutate(invitation.id, {
                onSuccess: () => toast({ title: t('invitations.declined_toast') }),
                onError: (error) => showErrorToast(error, t),
              })
            }
          >
            <X aria-hidden="true" />
            {t('invitations.decline')}
          </Button>
          <Button
            disabled={busy}
            onClick={() =>
              accept.mutate(invitation.id, {
                onSuccess: (group) => {
                  toast({ title: t('Joined_group') });
                  onJoined?.(group.id);
                },
                onError: (error) => showErrorToast(error, t),
              })
            }
          >
            <Check aria-hidden="true" />
            {accept.isPending ? t('invitations.joining') : t('invitations.accept')}
          </Button>
        </>
      }
    />
  );
}
