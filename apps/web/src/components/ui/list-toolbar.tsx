import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '@kozos/contract';
import { Button } from './button';
import { Input } from './input';
import { Select, type SelectOption } from './select';

interface ListToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  /** Names the search box for screen readers, and its placeholder. */
  searchLabel: string;
  searchPlaceholder: string;
  sortOptions: readonly SelectOption[];
  sortBy: string;
  order: SortOrder;
  onSortByChange: (sortBy: string) => void;
  onOrderChange: (order: SortOrder) => void;
  /** More filters after the sort (e.g. a "hide past" switch). */
  children?: ReactNode;
}

/**
 * A list's search box, sort field and order (spec §7 list query; §4 "sorting toggles a field and
 * cycles the order"). The sort is a select: lists with many fields do not fit buttons on a phone.
 */
export function ListToolbar({
  search,
  onSearchChange,
  searchLabel,
  searchPlaceholder,
  sortOptions,
  sortBy,
  order,
  onSortByChange,
  onOrderChange,
  children,
}: ListToolbarProps) {
  const { t } = useTranslation();
  const OrderIcon = order === 'asc' ? ArrowUpNarrowWide : ArrowDownWideNarrow;
  const orderLabel = t(order === 'asc' ? 'list_toolbar.order_asc' : 'list_toolbar.order_desc');
  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-col gap-3 xs:flex-row xs:items-center">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            aria-label={searchLabel}
            placeholder={searchPlaceholder}
            className="ps-9"
          />
        </div>
        <div className="flex items-center gap-2">
          <Select
            aria-label={t('list_toolbar.sort_by')}
            value={sortBy}
            onValueChange={onSortByChange}
            options={sortOptions}
            className="w-full xs:w-48"
          />
          <Button
            size="icon"
            variant="outline"
            aria-label={orderLabel}
            title={orderLabel}
            onClick={() => onOrderChange(order === 'asc' ? 'desc' : 'asc')}
          >
            <OrderIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      {children}
    </div>
  );
}
