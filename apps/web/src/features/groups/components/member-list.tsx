import { useTranslation } from 'react-i18next';
import { personName, type GroupResponse, type Membership } from '@kozos/contract';
import { toast } from '@/lib/toast';
import { usePromoteMember, useKickMember } from '../api/membership-actions';
import { showErrorToast } from '@/lib/error-toast';
import { MemberRow } from './member-row';

/** Admins first, then by name: who runs the circle is the first thing to see. */
function byRoleThenName(deletedLabel: string) {
  return (a: Membership, b: Membership): number => {
    if (a.isAdmin !== b.isAdmin) return a.isAdmin ? -1 : 1;
    return personName(a.user, deletedLabel).localeCompare(personName(b.user, deletedLabel));
  };
}

export function MemberList({ group, myUserId }: { group: GroupResponse; myUserId: string }) {
  const { t } = useTranslation();
  const promote = usePromoteMember();
  const kick = useKickMember();
  const busy = promote.isPending || kick.isPending;
  const members = [...group.memberships].sort(byRoleThenName(t('user.deleted_user')));
  const act = (kind: 'promote' | 'kick', membership: Membership) => {
    const mutation = kind === 'promote' ? promote : kick;
    const name = personName(membership.user, t('user.deleted_user'));
    mutation.mutate(
      { userId: membership.user.id, groupId: group.id },
      {
        onSuccess: () =>
          toast({
            title: t(kind === 'promote' ? 'groups.promoted_toast' : 'groups.kicked_toast', {
              name,
            }),
          }),
        onError: (error) => showErrorToast(error, t),
      },
    );
  };
  return (
    <section aria-labelledby="group-members-title" className="flex flex-col gap-3">
      <h2 id="group-members-title" className="text-lg font-semibold">
        {t('groups.members_title', { count: members.length })}
      </h2>
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
        {members.map((membership) => (
          <MemberRow
            key={membership.id}
            membership={membership}
            groupName={group.name}
            isMe={membership.user.id === myUserId}
            canManage={group.myMembership.isAdmin}
            busy={busy}
            onPromote={() => act('promote', membership)}
            onKick={() => act('kick', membership)}
          />
        ))}
      </ul>
    </section>
  );
}
