import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import type { EventFilters } from '../api/keys';
import { TypeToggle } from '@/components/ui/tag-picker';
import { eventTypeTags } from './event-tag-picker';

type Sort = NonNullable<EventFilters['sortBy']>;
const sorts: Sort[] = ['time', 'creationTime', 'name'];

interface EventFiltersBarProps {
  text: string;
  onTextChange: (text: string) => void;
  filters: EventFilters;
  onChange: (filters: EventFilters) => void;
}

/** The event list's search box, type toggles, "hide past" and sort (spec §7 list query). */
export function EventFiltersBar({ text, onTextChange, filters, onChange }: EventFiltersBarProps) {
  const { t } = useTranslation();
  const hidePastId = useId();
  const tags = filters.tags ?? [];
  const toggle = (tag: string) =>
    onChange({
      ...filters,
      tags: tags.includes(tag) ? tags.filter((other) => other !== tag) : [...tags, tag],
    });
  return (
    <div className="flex flex-col gap-3">
      <div role="search" className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          aria-label={t('events.search')}
          placeholder={t('events.search_placeholder')}
          className="ps-9"
        />
      </div>
      <div role="group" aria-label={t('events.filter_types')} className="flex flex-wrap gap-1.5">
        {eventTypeTags.map((tag) => (
          <TypeToggle
            key={tag}
            tag={tag}
            chosen={tags.includes(tag)}
            onToggle={() => toggle(tag)}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Switch
            id={hidePastId}
            checked={filters.hidePast ?? true}
            onCheckedChange={(hidePast) => onChange({ ...filters, hidePast })}
          />
          <label htmlFor={hidePastId} className="text-sm font-medium">
            {t('events.hide_past')}
          </label>
        </div>
        <div className="flex items-center gap-2">
          <Select
            aria-label={t('events.sort')}
            className="h-9 w-40"
            value={filters.sortBy ?? 'time'}
            onValueChange={(value) => onChange({ ...filters, sortBy: value as Sort })}
            options={sorts.map((sort) => ({ value: sort, label: t(`events.sort.${sort}`) }))}
          />
          <Select
            aria-label={t('events.order')}
            className="h-9 w-36"
            value={filters.order ?? 'asc'}
            onValueChange={(value) =>
              onChange({ ...filters, order: value === 'desc' ? 'desc' : 'asc' })
            }
            options={[
              { value: 'asc', label: t('events.order.asc') },
              { value: 'desc', label: t('events.order.desc') },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
