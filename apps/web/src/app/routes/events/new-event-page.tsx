import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCreateEvent } from '@/features/events/api/events';
import { EventForm } from '@/features/events/components/event-form';
import { createBodyOf } from '@/features/events/event-body';
import { useGoBack } from '@/lib/use-go-back';
import { PageHeading } from '../../layout/page-heading';

/**
 * /events/new (`?group=` preselects a group, `?time=` an instant such as the calendar day's
 * noon): on success a toast, then the event itself.
 */
export function NewEventPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack('/events');
  const [params] = useSearchParams();
  const create = useCreateEvent();
  return (
    <>
      <PageHeading title={t('events.new_title')} description={t('events.new_text')} />
      <EventForm
        formKey="event-new"
        defaultGroupId={params.get('group') ?? undefined}
        defaultTime={params.get('time') ?? undefined}
        submitLabel={t('events.create')}
        successMessage="Event_created"
        save={(values, photoIds) => create.mutateAsync({ ...createBodyOf(values), photoIds })}
        onSaved={(event) => void navigate(`/events/${event.id}`, { replace: true })}
        onCancel={goBack}
      />
    </>
  );
}
