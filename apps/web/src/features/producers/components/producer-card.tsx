import { Clock, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { personName, type ProducerConnection } from '@kozos/contract';
import { Avatar } from '@/components/ui/avatar';
import { useFormatDate } from '@/lib/use-format-date';
import { RemoveConnectionButton } from './remove-connection-button';

/** One of my producers: name and company, or the address until they accept (spec §3). */
export function ProducerCard({ connection }: { connection: ProducerConnection }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { producer } = connection;
  const name = producer ? personName(producer, t('user.deleted_user')) : connection.email;
  return (
    <article
      aria-label={name}
      className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      {producer ? (
        <Avatar name={name} photo={producer.avatar} size="md" />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Mail aria-hidden="true" className="size-5" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="truncate font-semibold">{name}</p>
        {producer ? (
          <p className="truncate text-sm text-muted-foreground">
            {[producer.company, connection.email].filter(Boolean).join(' · ')}
          </p>
        ) : (
          <p className="flex items-center gap-1.5 text-sm text-amber-800 dark:text-amber-200">
            <Clock aria-hidden="true" className="size-3.5 shrink-0" />
            {t('producers.pending_text')}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          {t('producers.added_on', { date: formatDate(connection.creationTime) })}
        </p>
      </div>
      <RemoveConnectionButton id={connection.id} name={name} side="producer" />
    </article>
  );
}
