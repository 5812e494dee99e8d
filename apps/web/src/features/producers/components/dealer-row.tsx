import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personName, type DealerConnection } from '@kozos/contract';
import { Avatar } from '@/components/ui/avatar';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { useFormatDate } from '@/lib/use-format-date';
import { DealerRequestRow } from './dealer-request-row';
import { RemoveConnectionButton } from './remove-connection-button';

/** The columns of the dealers table: name, joined at, and the remove action. */
export const dealerColumns = 'grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-3';

/** The header of the dealers table (spec §2: name and joined-at). */
export function DealerHeader() {
  const { t } = useTranslation();
  return (
    <div
      aria-hidden="true"
      className={cn(dealerColumns, 'px-4 text-xs font-semibold text-muted-foreground uppercase')}
    >
      <span>{t('dealers.name')}</span>
      <span>{t('dealers.joined_at')}</span>
      <span className="w-9 xs:w-24" />
    </div>
  );
}

/** One dealer who has me as a producer, or asks to. */
export function DealerRow({ connection }: { connection: DealerConnection }) {
  if (connection.status === 'requested' || !connection.joinedAt) {
    return <DealerRequestRow connection={connection} />;
  }
  return <AcceptedDealerRow connection={connection} joinedAt={connection.joinedAt} />;
}

function AcceptedDealerRow({
  connection,
  joinedAt,
}: {
  connection: DealerConnection;
  joinedAt: string;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const name = personName(connection.dealer, t('user.deleted_user'));
  return (
    <div
      className={cn(dealerColumns, 'rounded-2xl border border-border bg-card p-3 ps-4 shadow-sm')}
    >
      <Link
        to={`/users/${connection.dealer.id}`}
        className={cn('flex min-w-0 items-center gap-3 rounded-lg', focusRing)}
      >
        <Avatar name={name} photo={connection.dealer.avatar} size="sm" />
        <span className="truncate font-semibold hover:underline">{name}</span>
      </Link>
      <span className="text-sm tabular-nums">
        <span className="sr-only">{t('dealers.joined_at')}: </span>
        <time dateTime={joinedAt}>{formatDate(joinedAt)}</time>
      </span>
      <RemoveConnectionButton id={connection.id} name={name} side="dealer" />
    </div>
  );
}
