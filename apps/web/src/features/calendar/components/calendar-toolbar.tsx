import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { calendarViews, type CalendarView, type Period } from '../period';

/** The period's name: "December 2026", "30 Nov – 6 Dec 2026" or "Saturday, 5 December 2026". */
export function usePeriodTitle(view: CalendarView, date: Date, period: Period): string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  if (view === 'month') {
    return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(date);
  }
  if (view === 'day') return new Intl.DateTimeFormat(language, { dateStyle: 'full' }).format(date);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).formatRange(
    period.start,
    period.end,
  );
}

interface CalendarToolbarProps {
  view: CalendarView;
  title: string;
  onView: (view: CalendarView) => void;
  onStep: (step: -1 | 1) => void;
  onToday: () => void;
}

/** Spec §2: previous and next, a Today button, and the day / week / month switch. */
export function CalendarToolbar({ view, title, onView, onStep, onToday }: CalendarToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          onClick={() => onStep(-1)}
          aria-label={t(`calendar.previous.${view}`)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={onToday}>
          {t('calendar.today')}
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={() => onStep(1)}
          aria-label={t(`calendar.next.${view}`)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {/* On a phone the period's name gets a line of its own, above the buttons. */}
      <h2
        aria-live="polite"
        className="order-first w-full text-lg font-semibold first-letter:uppercase md:order-none md:w-auto md:text-xl"
      >
        {title}
      </h2>
      <div className="w-full md:ms-auto md:w-64">
        <SegmentedControl<CalendarView>
          label={t('calendar.view')}
          value={view}
          onValueChange={onView}
          options={calendarViews.map((option) => ({
            value: option,
            label: t(`calendar.views.${option}`),
          }))}
        />
      </div>
    </div>
  );
}
