import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { nextGroupSort, toggleOrder, type GroupSort, type GroupSortField } from '../sort';

interface GroupToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  sort: GroupSort;
  onSortChange: (sort: GroupSort) => void;
}

const fields: readonly GroupSortField[] = ['creationTime', 'name'];

/** Search box and the sort fields; pressing the active field again flips its order. */
export function GroupToolbar({ search, onSearchChange, sort, onSortChange }: GroupToolbarProps) {
  const { t } = useTranslation();
  const OrderIcon = sort.order === 'asc' ? ArrowUpNarrowWide : ArrowDownWideNarrow;
  return (
    <div className="mb-4 flex flex-col gap-3 xs:flex-row xs:items-center">
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          aria-label={t('groups.search')}
          placeholder={t('groups.search_placeholder')}
          className="ps-9"
        />
      </div>
      <div role="group" aria-label={t('groups.sort_by')} className="flex items-center gap-1.5">
        <span aria-hidden="true" className="me-1 text-xs font-medium text-muted-foreground">
          {t('groups.sort_by')}
        </span>
        {fields.map((field) => {
          const active = sort.sortBy === field;
          return (
            <Button
              key={field}
              size="sm"
              variant={active ? 'secondary' : 'ghost'}
              aria-pressed={active}
              onClick={() => onSortChange(nextGroupSort(sort, field))}
              className={cn(!active && 'text-muted-foreground')}
            >
              {t(`groups.sort.${field}`)}
            </Button>
          );
        })}
        <Button
          size="icon"
          variant="outline"
          className="size-8"
          aria-label={t(`groups.order.${sort.order}`)}
          title={t(`groups.order.${sort.order}`)}
          onClick={() => onSortChange({ ...sort, order: toggleOrder(sort.order) })}
        >
          <OrderIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
