import { KeyRound, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { offsetPaging, PagedList } from '@/components/ui/paged-list';
import { groupKeys } from '@/features/groups/api/keys';
import { fetchGroupPage } from '@/features/groups/api/list-groups';
import { GroupCard } from '@/features/groups/components/group-card';
import { GroupToolbar } from '@/features/groups/components/group-toolbar';
import { defaultGroupSort, type GroupSort } from '@/features/groups/sort';
import { JoinByLink } from '@/features/invitations/components/join-by-link';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PageHeading } from '../../layout/page-heading';

function sortFrom(params: URLSearchParams): GroupSort {
  const sortBy = params.get('sortBy') === 'name' ? 'name' : defaultGroupSort.sortBy;
  const order = params.get('order');
  return {
    sortBy,
    order: order === 'asc' || order === 'desc' ? order : sortBy === 'name' ? 'asc' : 'desc',
  };
}

/** /groups: my circles, searchable and sortable; the sort lives in the URL so Back keeps it. */
export function GroupsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debouncedSearch = useDebouncedValue(search.trim());
  const sort = sortFrom(params);
  const filters = { search: debouncedSearch || undefined, ...sort };
  const onSortChange = (next: GroupSort) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('sortBy', next.sortBy);
        updated.set('order', next.order);
        return updated;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeading
        title={t('groups.title')}
        description={t('groups.intro')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/groups/join">
                <KeyRound aria-hidden="true" />
                {t('access_codes.join_with_code')}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/groups/new">
                <Plus aria-hidden="true" />
                {t('groups.new_group')}
              </Link>
            </Button>
          </div>
        }
      />
      <GroupToolbar
        search={search}
        onSearchChange={setSearch}
        sort={sort}
        onSortChange={onSortChange}
      />
      <PagedList
        queryKey={groupKeys.list(filters)}
        paging={offsetPaging}
        fetchPage={(page) => fetchGroupPage(filters, page)}
        getKey={(group) => group.id}
        renderItem={(group) => <GroupCard group={group} />}
        empty={
          debouncedSearch ? (
            <EmptyList message={t('groups.no_match')} />
          ) : (
            <EmptyList message={t('groups.none_yet')} icon={Users}>
              <div className="flex w-full max-w-md flex-col items-center gap-4">
                <Button asChild>
                  <Link to="/groups/new">
                    <Plus aria-hidden="true" />
                    {t('home.create_group')}
                  </Link>
                </Button>
                <JoinByLink />
              </div>
            </EmptyList>
          )
        }
      />
    </>
  );
}
