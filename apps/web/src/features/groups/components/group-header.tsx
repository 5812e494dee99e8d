import { Info, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personName, type GroupResponse } from '@kozos/contract';
import { AvatarStack } from '@/components/ui/avatar-stack';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';

const previewSize = 6;

/** The top of a group's page: name, description, members, and the way to details and invite. */
export function GroupHeader({ group }: { group: GroupResponse }) {
  const { t } = useTranslation();
  usePageTitle(group.name);
  const members = group.memberships.map((membership) => ({
    name: personName(membership.user, t('user.deleted_user')),
    avatar: membership.user.avatar,
  }));
  return (
    <header className="mb-6 overflow-hidden rounded-2xl border border-border bg-gradient-to-br from-accent to-card p-5 shadow-sm xs:p-6">
      <h1 className="text-2xl font-bold tracking-tight break-words xs:text-3xl">{group.name}</h1>
      {group.description && (
        <p className="mt-2 max-w-prose whitespace-pre-line text-muted-foreground">
          {group.description}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <AvatarStack people={members.slice(0, previewSize)} total={members.length} />
          <span className="text-sm font-medium text-muted-foreground">
            {t('groups.member_count', { count: members.length })}
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          {group.myMembership.isAdmin && (
            <Button asChild size="sm" variant="outline">
              <Link to={`/groups/${group.id}/details/invite`}>
                <UserPlus aria-hidden="true" />
                {t('groups.invite_members')}
              </Link>
            </Button>
          )}
          <Button asChild size="sm" variant="secondary">
            <Link to={`/groups/${group.id}/details`}>
              <Info aria-hidden="true" />
              {t('groups.details')}
            </Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
