import { Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventResponse } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { offsetPaging, PagedList, type OffsetPageRequest } from '@/components/ui/paged-list';
import { eventsPageFetcher } from '@/features/events/api/events';
import { eventKeys, type EventFilters } from '@/features/events/api/keys';
import { EventCard } from '@/features/events/components/event-card';
import { EventFiltersBar } from '@/features/events/components/event-filters';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PageHeading } from '../../layout/page-heading';

const initialFilters: EventFilters = { hidePast: true, sortBy: 'time', order: 'asc' };

/** /events: my groups' events, upcoming first; search (debounced 500 ms), types, hide past, sort. */
export function EventsPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<EventFilters>(initialFilters);
  const search = useDebouncedValue(text.trim());
  const query = { ...filters, search: search || undefined };
  const filtered = search !== '' || (filters.tags ?? []).length > 0;
  const clear = () => {
    setText('');
    setFilters({ ...filters, tags: [] });
  };
  return (
    <>
      <PageHeading
        title={t('nav.events')}
        description={t('events.intro')}
        actions={
          <Button asChild>
            <Link to="/events/new">
              <Plus aria-hidden="true" />
              {t('events.new_event')}
            </Link>
          </Button>
        }
      />
      <section aria-labelledby="events-list-title" className="flex flex-col gap-4">
        <h2 id="events-list-title" className="sr-only">
          {t('nav.events')}
        </h2>
        <EventFiltersBar
          text={text}
          onTextChange={setText}
          filters={filters}
          onChange={setFilters}
        />
        <PagedList<EventResponse, OffsetPageRequest>
          queryKey={eventKeys.list(query)}
          paging={offsetPaging}
          fetchPage={eventsPageFetcher(query)}
          renderItem={(event) => <EventCard event={event} />}
          getKey={(event) => event.id}
          label={t('nav.events')}
          empty={
            filtered ? (
              <EmptyList message={t('events.no_match')} icon={SearchX}>
                <Button variant="outline" size="sm" onClick={clear}>
                  {t('events.clear_filters')}
                </Button>
              </EmptyList>
            ) : undefined
          }
        />
      </section>
    </>
  );
}
