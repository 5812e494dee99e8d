import { CalendarDays, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GroupResponse } from '@kozos/contract';
import { useFormatDate } from '@/lib/use-format-date';

/** Name is the page's h1; here the description, the created date and the member count. */
export function GroupInfo({ group }: { group: GroupResponse }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <section className="rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-5">
      <h2 className="sr-only">{t('groups.about')}</h2>
      {group.description ? (
        <p className="whitespace-pre-line">{group.description}</p>
      ) : (
        <p className="text-muted-foreground italic">{t('groups.no_description')}</p>
      )}
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 border-t border-border pt-3 text-sm">
        <div className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
          <dt className="text-muted-foreground">{t('groups.created')}</dt>
          <dd className="font-medium">
            <time dateTime={group.creationTime}>{formatDate(group.creationTime)}</time>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-4 text-muted-foreground" />
          <dt className="text-muted-foreground">{t('groups.members')}</dt>
          <dd className="font-medium">{group.memberships.length}</dd>
        </div>
      </dl>
    </section>
  );
}
