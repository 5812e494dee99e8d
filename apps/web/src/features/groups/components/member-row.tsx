import { ShieldCheck, ShieldPlus, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personName, type Membership } from '@kozos/contract';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFormatDate } from '@/lib/use-format-date';

interface MemberRowProps {
  membership: Membership;
  groupName: string;
  isMe: boolean;
  /** Promote and Kick are offered to admins, for members who are not admins. */
  canManage: boolean;
  busy: boolean;
  onPromote: () => void;
  onKick: () => void;
}

export function MemberRow({
  membership,
  groupName,
  isMe,
  canManage,
  busy,
  onPromote,
  onKick,
}: MemberRowProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { user } = membership;
  const name = personName(user, t('user.deleted_user'));
  const showActions = canManage && !membership.isAdmin && !isMe;
  return (
    <li className="flex flex-col gap-3 p-3 xs:flex-row xs:items-center xs:p-4">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={name} photo={user.avatar} />
        <div className="flex min-w-0 flex-col gap-0.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              to={isMe ? '/user' : `/users/${user.id}`}
              className="truncate font-semibold underline-offset-4 hover:underline"
            >
              {name}
            </Link>
            {isMe && <span className="text-xs text-muted-foreground">{t('groups.you')}</span>}
            {membership.isAdmin && (
              <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                <ShieldCheck aria-hidden="true" className="size-3.5" />
                {t('user.administrator')}
              </span>
            )}
          </div>
          <p className="text-sm break-words text-muted-foreground">
            {user.username && <span>@{user.username} · </span>}
            {t('groups.joined_on', { date: formatDate(membership.joinedAt) })}
          </p>
        </div>
      </div>
      {showActions && (
        <div className="flex gap-2 ps-13 xs:ps-0">
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={t('groups.promote_member', { name })}
              >
                <ShieldPlus aria-hidden="true" />
                {t('groups.promote')}
              </Button>
            }
            title={t('groups.promote_title', { name })}
            description={t('groups.promote_text', { name, group: groupName })}
            confirmLabel={t('groups.promote')}
            onConfirm={onPromote}
          />
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                aria-label={t('groups.kick_member', { name })}
                className="text-danger hover:bg-destructive/10"
              >
                <UserMinus aria-hidden="true" />
                {t('groups.kick')}
              </Button>
            }
            title={t('groups.kick_title', { name })}
            description={t('groups.kick_text', { name, group: groupName })}
            confirmLabel={t('groups.kick')}
            onConfirm={onKick}
            destructive
          />
        </div>
      )}
    </li>
  );
}
