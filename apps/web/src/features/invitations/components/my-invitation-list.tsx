import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useMyEmailInvitations } from '../api/email-invitations';
import { EmailInvitationCard } from './email-invitation-card';

interface MyInvitationListProps {
  onJoined?: (groupId: string) => void;
  /** Shown when nothing is pending; Empty_list by default. */
  empty?: ReactNode;
}

/** My pending e-mail invitations as cards with Accept and Decline. */
export function MyInvitationList({ onJoined, empty = <EmptyList /> }: MyInvitationListProps) {
  const { t } = useTranslation();
  const invitations = useMyEmailInvitations();
  if (invitations.isPending) return <CardSkeleton />;
  if (invitations.isError) {
    const message = invitations.error.message;
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-danger/40 p-4 text-sm"
      >
        <span className="font-medium text-danger">
          {t('list.error', { message: t(`message.${message}`, { defaultValue: message }) })}
        </span>
        <Button variant="outline" size="sm" onClick={() => void invitations.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (invitations.data.length === 0) return <>{empty}</>;
  return (
    <ul className="flex flex-col gap-3">
      {invitations.data.map((invitation) => (
        <li key={invitation.id}>
          <EmailInvitationCard invitation={invitation} onJoined={onJoined} />
        </li>
      ))}
    </ul>
  );
}
