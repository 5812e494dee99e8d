import type { ReactNode } from 'react';
import type { PhotoRef } from '@kozos/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Avatar } from './avatar';
import { focusRing } from './styles';

const inlineLink = cn('rounded-sm font-semibold hover:underline underline-offset-4', focusRing);

interface ContentBylineProps {
  /** Who wrote or offers it, as named (people.ts), with their profile's id. */
  person: { id: string; name: string; avatar?: PhotoRef | null | undefined };
  group: { id: string; name: string };
  /** The line under the names: when, kind, status, edited. */
  children: ReactNode;
  /** At the end of the header, e.g. the offer's badges. */
  aside?: ReactNode;
}

/**
 * The header of a content card (post, offer, event): avatar, "<person> in <group>" and a line of
 * facts under it; one look for every content type in the feeds.
 */
export function ContentByline({ person, group, children, aside }: ContentBylineProps) {
  const { t } = useTranslation();
  return (
    <header className="flex items-start gap-3">
      <Link
        to={`/users/${person.id}`}
        tabIndex={-1}
        aria-hidden="true"
        className="shrink-0 rounded-full"
      >
        <Avatar name={person.name} photo={person.avatar} size="md" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
        {/* Running text, not flex boxes: "<person> in <group>" wraps between words like a
            sentence, and only a word longer than the whole line is broken (#23.3). */}
        <p className="wrap-break-word">
          <Link to={`/users/${person.id}`} className={inlineLink}>
            {person.name}
          </Link>{' '}
          <span className="text-muted-foreground">{t('content.in_group')}</span>{' '}
          <Link to={`/groups/${group.id}`} className={inlineLink}>
            {group.name}
          </Link>
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
          {children}
        </p>
      </div>
      {aside}
    </header>
  );
}
