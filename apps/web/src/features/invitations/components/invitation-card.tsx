import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { personName, type EmailInvitation, type UserSummary } from '@kozos/contract';
import { Avatar } from '@/components/ui/avatar';

interface InvitationCardProps {
  group: EmailInvitation['group'];
  createdBy: UserSummary;
  /** The buttons: Accept with Decline (e-mail) or Dismiss (link). */
  actions: ReactNode;
  footnote?: ReactNode;
}

/** One pending invitation: which circle, who invited, and what to do with it. */
export function InvitationCard({ group, createdBy, actions, footnote }: InvitationCardProps) {
  const { t } = useTranslation();
  const inviter = personName(createdBy, t('user.deleted_user'));
  return (
    <article
      aria-label={t('invitations.card_label', { group: group.name })}
      className="flex flex-col gap-4 rounded-2xl border border-primary/40 bg-card p-4 shadow-sm xs:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Users aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">
            {t('invitations.invitation')}
          </p>
          <h3 className="text-lg leading-tight font-semibold break-words">{group.name}</h3>
          {group.description && (
            <p className="line-clamp-3 text-sm text-muted-foreground">{group.description}</p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-2 text-sm">
        <Avatar name={inviter} photo={createdBy.avatar} size="sm" />
        <span>{t('invitations.invited_by', { name: inviter })}</span>
      </div>
      {footnote}
      <div className="flex flex-col-reverse gap-2 xs:flex-row xs:justify-end">{actions}</div>
    </article>
  );
}
