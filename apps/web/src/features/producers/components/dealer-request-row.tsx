import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personName, type DealerConnection } from '@kozos/contract';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { showErrorToast } from '@/lib/error-toast';
import { toast } from '@/lib/toast';
import { useFormatDate } from '@/lib/use-format-date';
import { useAnswerRequest } from '../api/producers';

/**
 * A dealer asks to name me as their producer (decision 076): they see nothing of me until I
 * accept; declining takes the request off my list and leaves them waiting.
 */
export function DealerRequestRow({ connection }: { connection: DealerConnection }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const accept = useAnswerRequest('Accept');
  const decline = useAnswerRequest('Decline');
  const busy = accept.isPending || decline.isPending;
  const name = personName(connection.dealer, t('user.deleted_user'));
  const onError = (error: unknown) => showErrorToast(error, t, 'dealers.answer_failed');
  return (
    <article
      aria-label={name}
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-primary/40 bg-accent/40 p-3 ps-4 shadow-sm"
    >
      <Link
        to={`/users/${connection.dealer.id}`}
        className={cn('flex min-w-56 flex-1 items-center gap-3 rounded-lg', focusRing)}
      >
        <Avatar name={name} photo={connection.dealer.avatar} size="sm" />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-semibold hover:underline">{name}</span>
          <span className="text-sm text-muted-foreground">{t('dealers.request_text')}</span>
          <span className="text-xs text-muted-foreground">
            {t('dealers.requested_at', { date: formatDate(connection.requestedAt) })}
          </span>
        </span>
      </Link>
      <div className="ms-auto flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={t('dealers.decline_named', { name })}
          onClick={() =>
            decline.mutate(connection.id, {
              onSuccess: () => toast({ title: t('dealers.declined') }),
              onError,
            })
          }
        >
          <X aria-hidden="true" />
          {t('dealers.decline')}
        </Button>
        <Button
          size="sm"
          disabled={busy}
          aria-label={t('dealers.accept_named', { name })}
          onClick={() =>
            accept.mutate(connection.id, {
              onSuccess: () => toast({ title: t('dealers.accepted', { name }) }),
              onError,
            })
          }
        >
          <Check aria-hidden="true" />
          {t('dealers.accept')}
        </Button>
      </div>
    </article>
  );
}
