import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useCalendar } from '@/features/calendar/api/calendar';
import { CalendarLegend } from '@/features/calendar/components/calendar-legend';
import { CalendarToolbar, usePeriodTitle } from '@/features/calendar/components/calendar-toolbar';
import { DayView } from '@/features/calendar/components/day-view';
import { MonthGrid } from '@/features/calendar/components/month-grid';
import { WeekList } from '@/features/calendar/components/week-list';
import { entriesByDay, entriesOf, rowsOf } from '@/features/calendar/entries';
import {
  boundsOf,
  dateFromParam,
  dayKey,
  isCalendarView,
  noonOf,
  periodNotPast,
  periodOf,
  stepDate,
  type CalendarView,
} from '@/features/calendar/period';
import { PageHeading } from '../../layout/page-heading';

function CalendarScreen({ view }: { view: CalendarView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const date = dateFromParam(params.get('date'));
  const period = periodOf(view, date);
  const { from, to } = boundsOf(period);
  const calendar = useCalendar(from, to);
  const entries = entriesOf(calendar.data);
  const title = usePeriodTitle(view, date, period);
  const go = (nextView: CalendarView, nextDate: Date) =>
    void navigate(`/calendar/${nextView}?date=${dayKey(nextDate)}`);
  // Spec §2: from the day view a new event starts at noon that day.
  const newEventPath =
    view === 'day'
      ? `/events/new?time=${encodeURIComponent(noonOf(date).toISOString())}`
      : '/events/new';
  return (
    <>
      <PageHeading
        title={t('nav.calendar')}
        description={t('calendar.intro')}
        actions={
          periodNotPast(period) ? (
            <Button asChild>
              <Link to={newEventPath}>
                <Plus aria-hidden="true" />
                {t('events.new_event')}
              </Link>
            </Button>
          ) : undefined
        }
      />
      <div className="flex flex-col gap-4">
        <CalendarToolbar
          view={view}
          title={title}
          onView={(next) => go(next, date)}
          onStep={(step) => go(view, stepDate(view, date, step))}
          onToday={() => go(view, new Date())}
        />
        {calendar.isError && (
          <Notice variant="error" title={t('calendar.load_failed')}>
            <Button size="sm" variant="outline" onClick={() => void calendar.refetch()}>
              {t('list.retry')}
            </Button>
          </Notice>
        )}
        {calendar.isPending ? (
          <div role="status" className="flex flex-col gap-2">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-80 w-full rounded-2xl" />
          </div>
        ) : view === 'month' ? (
          <MonthGrid period={period} month={date} byDay={entriesByDay(rowsOf(entries))} />
        ) : view === 'week' ? (
          <WeekList period={period} byDay={entriesByDay(rowsOf(entries))} />
        ) : (
          <DayView entries={entries} />
        )}
        <CalendarLegend />
      </div>
    </>
  );
}

/** /calendar/:view (day, week or month) with `?date=`; any other view opens the month. */
export function CalendarPage() {
  const { view } = useParams();
  if (!isCalendarView(view)) return <Navigate to="/calendar/month" replace />;
  return <CalendarScreen view={view} />;
}
