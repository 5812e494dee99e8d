import { useTranslation } from 'react-i18next';
import { calendarKinds } from '@kozos/contract';
import { KindIcon } from './kind-icon';

/** Spec §2: what each icon means, and filled (mine) against outlined (others'). */
export function CalendarLegend() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="calendar-legend"
      className="rounded-2xl border border-border bg-card p-3 xs:p-4"
    >
      <h2 id="calendar-legend" className="mb-2 text-sm font-semibold">
        {t('calendar.legend')}
      </h2>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm xs:grid-cols-2 md:grid-cols-3">
        {calendarKinds.map((kind) => (
          <li key={kind} className="flex items-center gap-2">
            <KindIcon kind={kind} own size="sm" />
            {t(`calendar.kind.${kind}`)}
          </li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-border pt-2 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <KindIcon kind="event" own size="sm" />
          {t('calendar.own')}
        </span>
        <span className="flex items-center gap-1.5">
          <KindIcon kind="event" own={false} size="sm" />
          {t('calendar.others')}
        </span>
      </p>
    </section>
  );
}
