import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { EventResponse } from '@kozos/contract';
import { Notice } from '@/components/ui/notice';
import { usePatchEvent } from '@/features/events/api/events';
import { EventForm } from '@/features/events/components/event-form';
import { EventLoader } from '@/features/events/components/event-loader';
import { patchBodyOf } from '@/features/events/event-body';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from '../groups/back-link';
import { useCanManageEvent } from './event-page';

function EditEvent({ event }: { event: EventResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const patch = usePatchEvent(event.id);
  const canManage = useCanManageEvent(event);
  const eventPath = `/events/${event.id}`;
  return (
    <>
      <BackLink to={eventPath} label={t('events.back_to_event')} />
      <PageHeading title={t('events.edit_title')} description={event.name} />
      {canManage ? (
        <EventForm
          event={event}
          submitLabel={t('common.save')}
          successMessage="Event_edited"
          save={(values, photoIds) => patch.mutateAsync({ ...patchBodyOf(values), photoIds })}
          onSaved={() => void navigate(eventPath, { replace: true })}
          onCancel={() => void navigate(eventPath)}
        />
      ) : (
        <Notice variant="info" title={t('events.manager_only')}>
          {t('events.manager_only_text')}
        </Notice>
      )}
    </>
  );
}

/** /events/:id/edit (the author or a group admin); a series asks for the scope of the change. */
export function EditEventPage() {
  const { id = '' } = useParams();
  return <EventLoader id={id}>{(event) => <EditEvent event={event} />}</EventLoader>;
}
