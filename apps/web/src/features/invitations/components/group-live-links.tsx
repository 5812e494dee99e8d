import { personName, type GroupLinkInvitation } from '@kozos/contract';
import { Link2, Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyList } from '@/components/ui/empty-list';
import { CardSkeleton } from '@/components/ui/skeleton';
import { showErrorToast } from '@/lib/error-toast';
import { toast } from '@/lib/toast';
import { useFormatDate } from '@/lib/use-format-date';
import { useGroupLiveLinks, useRevokeLinks } from '../api/link-invitations';

type Revoke = ReturnType<typeof useRevokeLinks>;

function LinkRow({ link, revoke }: { link: GroupLinkInvitation; revoke: Revoke }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const made = formatDate(link.creationTime);
  return (
    <li className="flex items-center gap-3 p-3 xs:px-4">
      <Link2 aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium break-words">
          {t('invitations.live_link_made', {
            name: personName(link.createdBy, t('user.deleted_user')),
            date: made,
          })}
        </span>
        <span className="text-xs text-muted-foreground">
          {t('invitations.live_link_expires', { date: formatDate(link.expiresAt) })}
          {' · '}
          {t('invitations.live_link_uses', { count: link.uses })}
        </span>
      </div>
      <Button
        size="sm"
        variant="ghost"
        disabled={revoke.isPending}
        aria-label={t('invitations.revoke_link_for', { date: made })}
        className="text-danger hover:bg-destructive/10"
        onClick={() =>
          revoke.mutate(link.id, {
            onSuccess: () => toast({ title: t('invitations.link_revoked_toast') }),
            onError: (error) => showErrorToast(error, t),
          })
        }
      >
        <Link2Off aria-hidden="true" />
        <span className="hidden xs:inline">{t('invitations.revoke_link')}</span>
      </Button>
    </li>
  );
}

/**
 * Admins: every link of the group that still works (by whom, when, until when, how many joined
 * through it), each revocable, and all at once after a confirmation (decision 014).
 */
export function GroupLiveLinks({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const links = useGroupLiveLinks(groupId);
  const revoke = useRevokeLinks(groupId);
  const count = links.data?.length ?? 0;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="invite-live-links-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
          <h2 id="invite-live-links-title" className="text-lg font-semibold">
            {t('invitations.live_links_title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('invitations.live_links_text')}</p>
        </div>
        {count > 0 && (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={revoke.isPending} className="text-danger">
                <Link2Off aria-hidden="true" />
                {t('invitations.revoke_all')}
              </Button>
            }
            title={t('invitations.revoke_all_title')}
            description={t('invitations.revoke_all_text', { count })}
            confirmLabel={t('invitations.revoke_all_confirm')}
            destructive
            onConfirm={() =>
              revoke.mutate(null, {
                onSuccess: ({ revoked }) =>
                  toast({ title: t('invitations.links_revoked_toast', { count: revoked }) }),
                onError: (error) => showErrorToast(error, t),
              })
            }
          />
        )}
      </div>
      {links.isPending && <CardSkeleton />}
      {links.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('list.error', {
            message: t(`message.${links.error.message}`, { defaultValue: links.error.message }),
          })}
        </p>
      )}
      {links.data?.length === 0 && <EmptyList />}
      {links.data && links.data.length > 0 && (
        <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
          {links.data.map((link) => (
            <LinkRow key={link.id} link={link} revoke={revoke} />
          ))}
        </ul>
      )}
    </section>
  );
}
