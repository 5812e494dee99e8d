import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { offsetPaging, PagedList, type OffsetPageRequest } from '@/components/ui/paged-list';
import { ShowcaseSection } from './showcase-section';

const totalItems = 26;

/** A local stand-in for an API list: slow pages, then an empty page ends the list. */
async function fetchFakePage({ skip, limit }: OffsetPageRequest): Promise<number[]> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const count = Math.max(0, Math.min(limit, totalItems - skip));
  return Array.from({ length: count }, (_, index) => skip + index + 1);
}

async function fetchEmptyPage(): Promise<number[]> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return [];
}

export function ListSection() {
  const { t } = useTranslation();
  return (
    <ShowcaseSection title={t('test.list')}>
      <PagedList
        queryKey={['showcase', 'list']}
        paging={offsetPaging}
        fetchPage={fetchFakePage}
        getKey={(n) => n}
        renderItem={(n) => (
          <div className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4">
            <Avatar name={t('test.list_item', { n })} />
            <div className="flex flex-col">
              <span className="font-medium">{t('test.list_item', { n })}</span>
              <span className="text-sm text-muted-foreground">
                {t('test.list_item_text', { size: 10 })}
              </span>
            </div>
          </div>
        )}
      />
      <h3 className="text-sm font-medium text-muted-foreground">{t('test.empty_list')}</h3>
      <PagedList
        queryKey={['showcase', 'empty']}
        paging={offsetPaging}
        fetchPage={fetchEmptyPage}
        getKey={(n) => n}
        renderItem={(n) => n}
      />
    </ShowcaseSection>
  );
}
