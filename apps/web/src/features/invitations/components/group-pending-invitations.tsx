import { Mail, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { personName, type EmailInvitation } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyList } from '@/components/ui/empty-list';
import { CardSkeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useFormatDate } from '@/lib/use-format-date';
import { useDeleteEmailInvitation, useGroupEmailInvitations } from '../api/email-invitations';
import { showErrorToast } from '@/lib/error-toast';

function PendingRow({ invitation, groupId }: { invitation: EmailInvitation; groupId: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const remove = useDeleteEmailInvitation(groupId);
  return (
    <li className="flex items-center gap-3 p-3 xs:px-4">
      <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{invitation.email}</span>
        <span className="truncate text-xs text-muted-foreground">
          {t('invitations.sent_by', {
            name: personName(invitation.createdBy, t('user.deleted_user')),
            date: formatDate(invitation.creationTime),
          })}
        </span>
      </div>
      <ConfirmDialog
        trigger={
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            aria-label={t('invitations.delete_for', { email: invitation.email })}
            className="text-danger hover:bg-destructive/10"
          >
            <Trash2 aria-hidden="true" />
            <span className="hidden xs:inline">{t('invitations.delete')}</span>
          </Button>
        }
        title={t('invitations.delete_title')}
        description={t('invitations.delete_text', { email: invitation.email })}
        confirmLabel={t('invitations.delete_confirm')}
        destructive
        onConfirm={() =>
          remove.mutate(invitation.email, {
            onSuccess: () => toast({ title: t('Invitation_deleted') }),
            onError: (error) => showErrorToast(error, t),
          })
        }
      />
    </li>
  );
}

/** Admins: e-mail invitations of the group that are still waiting, each deletable. */
export function GroupPendingInvitations({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const pending = useGroupEmailInvitations(groupId, true);
  return (
    <section className="flex flex-col gap-3">
      <h2 id="invite-pending-title" className="text-lg font-semibold">
        {t('invitations.pending_title')}
      </h2>
      {pending.isPending && <CardSkeleton />}
      {pending.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('list.error', {
            message: t(`message.${pending.error.message}`, { defaultValue: pending.error.message }),
          })}
        </p>
      )}
      {pending.data?.length === 0 && <EmptyList />}
      {pending.data && pending.data.length > 0 && (
        <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
          {pending.data.map((invitation) => (
            <PendingRow key={invitation.id} invitation={invitation} groupId={groupId} />
          ))}
        </ul>
      )}
    </section>
  );
}
