import { personName, type GroupAccessCode } from '@kozos/contract';
import { KeyRound, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { CardSkeleton } from '@/components/ui/skeleton';
import { showErrorToast } from '@/lib/error-toast';
import { toast } from '@/lib/toast';
import { useFormatDate } from '@/lib/use-format-date';
import { useGroupAccessCodes, useRevokeAccessCode } from '../api/access-codes';

function CodeRow({ code, groupId }: { code: GroupAccessCode; groupId: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const revoke = useRevokeAccessCode(groupId);
  const made = formatDate(code.creationTime);
  return (
    <li className="flex items-center gap-3 p-3 xs:px-4">
      <KeyRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium break-words">
          {t('access_codes.made_by', {
            name: personName(code.createdBy, t('user.deleted_user')),
            date: made,
          })}
        </span>
        <span className="text-xs text-muted-foreground">
          {t('access_codes.row_expires', { date: formatDate(code.expiresAt) })}
          {' · '}
          {t('access_codes.row_uses', { count: code.uses, max: code.maxUses })}
        </span>
      </div>
      <Button
        size="sm"
        variant="ghost"
        disabled={revoke.isPending}
        aria-label={t('access_codes.revoke_for', { date: made })}
        className="text-danger hover:bg-destructive/10"
        onClick={() =>
          revoke.mutate(code.id, {
            onSuccess: () => toast({ title: t('access_codes.revoked_toast') }),
            onError: (error) => showErrorToast(error, t),
          })
        }
      >
        <X aria-hidden="true" />
        <span className="hidden xs:inline">{t('access_codes.revoke')}</span>
      </Button>
    </li>
  );
}

/** Admins: the group's codes that still work (who made them, until when, how many used), each revocable. */
export function GroupAccessCodes({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const codes = useGroupAccessCodes(groupId);
  return (
    <section className="flex flex-col gap-3" aria-labelledby="access-codes-live-title">
      <div className="flex flex-col gap-1">
        <h2 id="access-codes-live-title" className="text-lg font-semibold">
          {t('access_codes.live_title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('access_codes.live_text')}</p>
      </div>
      {codes.isPending && <CardSkeleton />}
      {codes.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('list.error', {
            message: t(`message.${codes.error.message}`, { defaultValue: codes.error.message }),
          })}
        </p>
      )}
      {codes.data?.length === 0 && <EmptyList message={t('access_codes.none_live')} />}
      {codes.data && codes.data.length > 0 && (
        <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
          {codes.data.map((code) => (
            <CodeRow key={code.id} code={code} groupId={groupId} />
          ))}
        </ul>
      )}
    </section>
  );
}
