import { ChevronRight, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personName, type GroupListItem } from '@kozos/contract';
import { AvatarStack } from '@/components/ui/avatar-stack';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';

/** A card of the groups list: the whole card opens the group. */
export function GroupCard({ group }: { group: GroupListItem }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/groups/${group.id}`}
      className={cn(
        'group flex items-center gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary/50 hover:bg-muted/40',
        focusRing,
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="truncate text-lg leading-tight font-semibold">{group.name}</h2>
          {group.myMembership.isAdmin && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              {t('groups.you_are_admin')}
            </span>
          )}
        </div>
        {group.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{group.description}</p>
        )}
        <div className="flex items-center gap-3">
          <AvatarStack
            people={group.memberPreview.map((user) => ({
              name: personName(user, t('user.deleted_user')),
              avatar: user.avatar,
            }))}
            total={group.memberCount}
          />
          <span className="text-sm font-medium text-muted-foreground">
            {t('groups.member_count', { count: group.memberCount })}
          </span>
        </div>
      </div>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}
