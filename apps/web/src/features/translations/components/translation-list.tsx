import type { TranslationRow as Row } from '@kozos/contract';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { offsetPaging, PagedList } from '@/components/ui/paged-list';
import { Switch } from '@/components/ui/switch';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { fetchTranslationPage, translationKeys } from '../api/translations';
import { TranslationRow } from './translation-row';

const pageSize = 20;

/**
 * The keys with their hu and en texts, searched by key or text (500 ms debounce, spec §9); the
 * search is kept in the address (`?search=`), so a link can open the editor on one key.
 */
export function TranslationList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [changedOnly, setChangedOnly] = useState(false);
  const query = useDebouncedValue(search.trim(), 500);
  const onSearch = (value: string) => {
    setSearch(value);
    setParams(value ? { search: value } : {}, { replace: true });
  };
  return (
    <section aria-label={t('translations.list_label')} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div role="search" className="flex-1">
          <Input
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            aria-label={t('translations.search')}
            placeholder={t('translations.search_placeholder')}
          />
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id="translations-changed-only"
            checked={changedOnly}
            onCheckedChange={setChangedOnly}
          />
          <Label htmlFor="translations-changed-only">{t('translations.changed_only')}</Label>
        </div>
      </div>
      <PagedList<Row, { skip: number; limit: number }>
        queryKey={translationKeys.list(query, changedOnly)}
        paging={offsetPaging}
        pageSize={pageSize}
        fetchPage={(page) => fetchTranslationPage({ search: query, changedOnly }, page)}
        getKey={(row) => row.key}
        renderItem={(row) => <TranslationRow row={row} />}
        label={t('translations.list_label')}
        empty={
          query || changedOnly ? (
            <EmptyList icon={SearchX} message={t('translations.no_match')} />
          ) : undefined
        }
      />
    </section>
  );
}
