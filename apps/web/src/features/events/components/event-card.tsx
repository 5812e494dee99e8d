import { CalendarClock, Hourglass, MapPin, Repeat, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personName, splitTags, type EventResponse } from '@kozos/contract';
import { ItemPhotos } from '@/components/photos/card-photo';
import { CommentCount } from '@/components/ui/comment-count';
import { ContentByline } from '@/components/ui/content-byline';
import { StatusStripe } from '@/components/ui/status-stripe';
import { focusRing } from '@/components/ui/styles';
import { TagChip } from '@/components/ui/tag-chip';
import { cn } from '@/lib/cn';
import { eventStatus } from '../event-status';
import { AnswerControl } from './answer-control';
import { EventTime } from './event-when';

interface EventCardProps {
  event: EventResponse;
  /** The event page shows the whole description under its own h1; a card links to it. */
  full?: boolean;
  actions?: ReactNode;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex shrink-0 items-center pt-0.5 text-muted-foreground [&_svg]:size-4">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Spec §4: the state in words beside the coloured edge. */
function StatusLabel({ event }: { event: EventResponse }) {
  const { t } = useTranslation();
  const status = eventStatus(event);
  const tone = {
    active: 'text-emerald-700 dark:text-emerald-300',
    deadline_passed: 'text-red-700 dark:text-red-300',
    archived: 'text-muted-foreground',
  }[status];
  return <span className={cn('text-xs font-semibold', tone)}>{t(`events.status.${status}`)}</span>;
}

/** What is known of the event's repeat: "Weekly · 2 of 10". */
function SeriesNote({ event }: { event: EventResponse }) {
  const { t } = useTranslation();
  if (!event.series) return null;
  return (
    <>
      {t(`events.repeat.${event.series.frequency}`)} ·{' '}
      {t('events.series.position', { position: event.series.position, count: event.series.count })}
    </>
  );
}

/**
 * An event (spec §3, issue 14): author and group, name, time, location, deadline, repeat, tags,
 * the yes/no counts, my answer control and the status colour (active green, deadline passed red,
 * archived grey).
 */
export function EventCard({ event, full = false, actions }: EventCardProps) {
  const { t } = useTranslation();
  const tags = splitTags(event.tags);
  const author = personName(event.author, t('user.deleted_user'));
  return (
    <article
      aria-label={event.name}
      className="relative flex flex-col gap-3 overflow-hidden rounded-2xl border border-border bg-card p-4 ps-5 text-card-foreground shadow-sm xs:p-5 xs:ps-6"
    >
      <StatusStripe status={eventStatus(event)} />
      <ContentByline
        person={{ id: event.author.id, name: author, avatar: event.author.avatar }}
        group={event.group}
      >
        <span>{t('events.kind')}</span>
        <span aria-hidden="true">·</span>
        <StatusLabel event={event} />
        {event.editedTime && (
          <>
            <span aria-hidden="true">·</span>
            <span>{t('events.edited')}</span>
          </>
        )}
      </ContentByline>
      <ItemPhotos photos={event.photos} name={event.name} full={full} to={`/events/${event.id}`} />
      {!full && (
        <h3 className="text-lg leading-snug font-semibold break-words">
          <Link to={`/events/${event.id}`} className={cn('rounded-sm hover:underline', focusRing)}>
            {event.name}
          </Link>
        </h3>
      )}
      <dl className="flex flex-col gap-1.5 text-sm">
        <Fact icon={<CalendarClock aria-hidden="true" />} label={t('events.time')}>
          <span className="font-medium">
            <EventTime instant={event.time} />
          </span>
        </Fact>
        {event.location && (
          <Fact icon={<MapPin aria-hidden="true" />} label={t('events.location')}>
            {event.location}
          </Fact>
        )}
        <Fact icon={<Hourglass aria-hidden="true" />} label={t('events.deadline')}>
          {t('events.apply_by')} <EventTime instant={event.applicationDeadline} />
        </Fact>
        {event.series && (
          <Fact icon={<Repeat aria-hidden="true" />} label={t('events.repeat.label')}>
            <SeriesNote event={event} />
          </Fact>
        )}
      </dl>
      {event.description && (
        <p
          className={cn(
            'leading-relaxed break-words whitespace-pre-line text-foreground/90',
            !full && 'line-clamp-4',
          )}
        >
          {event.description}
        </p>
      )}
      {tags.length > 0 && (
        <ul aria-label={t('events.tags')} className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="max-w-full">
              <TagChip tag={tag} />
            </li>
          ))}
        </ul>
      )}
      <footer className="flex flex-wrap items-end justify-between gap-3 border-t border-border pt-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Users aria-hidden="true" className="size-4" />
            {t('events.counts', { yes: event.yesCount, no: event.noCount })}
          </p>
          {!full && <CommentCount to={`/events/${event.id}`} count={event.commentCount} />}
        </div>
        <AnswerControl event={event} />
      </footer>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
