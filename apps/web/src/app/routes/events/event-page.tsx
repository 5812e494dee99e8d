import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { EventResponse } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { CommentThread } from '@/features/comments/components/comment-thread';
import { ItemModeration } from '@/features/comments/components/report-item-dialog';
import { DeleteEventButton } from '@/features/events/components/delete-event-button';
import { EventAnswers } from '@/features/events/components/event-answers';
import { EventCard } from '@/features/events/components/event-card';
import { EventLoader } from '@/features/events/components/event-loader';
import { EventSeries } from '@/features/events/components/event-series';
import { useGroup } from '@/features/groups/api/get-group';
import { useCurrentUser } from '@/lib/current-user';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from '../groups/back-link';

/** The author or an admin of the event's group manages it (spec §6, issue 14). */
export function useCanManageEvent(event: EventResponse): boolean {
  const me = useCurrentUser();
  const isAuthor = event.author.id === me.id;
  const group = useGroup(isAuthor ? '' : event.group.id);
  return isAuthor || group.data?.myMembership.isAdmin === true;
}

function EventView({ event }: { event: EventResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCanManageEvent(event);
  const me = useCurrentUser();
  const actions = canManage ? (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to={`/events/${event.id}/edit`}>
          <Pencil aria-hidden="true" />
          {t('events.edit')}
        </Link>
      </Button>
      <DeleteEventButton
        event={event}
        onDeleted={() => void navigate('/events', { replace: true })}
      />
    </>
  ) : undefined;
  return (
    <>
      <BackLink to="/events" label={t('events.back_to_events')} />
      <PageHeading title={event.name} />
      <div className="flex flex-col gap-5">
        <ItemModeration
          type="event"
          id={event.id}
          isAuthor={event.author.id === me.id}
          hiddenReason={event.hiddenReason}
        />
        <EventCard event={event} full actions={actions} />
        <EventAnswers event={event} />
        <EventSeries event={event} />
        <CommentThread itemType="event" itemId={event.id} />
      </div>
    </>
  );
}

/** /events/:id: the event, its answers and its other dates; Edit and Delete for its managers. */
export function EventPage() {
  const { id = '' } = useParams();
  return <EventLoader id={id}>{(event) => <EventView key={event.id} event={event} />}</EventLoader>;
}
