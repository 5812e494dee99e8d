import type { PhotoRef } from '@kozos/contract';
import { cn } from '@/lib/cn';
import { Avatar } from './avatar';

interface AvatarStackProps {
  /** Each as named (people.ts), with the profile picture when there is one. */
  people: readonly { name: string; avatar?: PhotoRef | null | undefined }[];
  /** Shown as "+N" after the avatars when there are more people than shown. */
  total?: number;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Overlapping avatars of a few members. Decorative: the card or header next to it says how
 * many members there are, so screen readers do not hear every name of the preview.
 */
export function AvatarStack({
  people,
  total = people.length,
  size = 'sm',
  className,
}: AvatarStackProps) {
  const more = total - people.length;
  return (
    <div aria-hidden="true" className={cn('flex items-center -space-x-1.5', className)}>
      {people.map((person, index) => (
        <Avatar
          key={`${person.name}-${index}`}
          name={person.name}
          photo={person.avatar}
          size={size}
          className="ring-2 ring-card"
        />
      ))}
      {more > 0 && (
        <span
          className={cn(
            'inline-flex items-center justify-center rounded-full bg-muted font-semibold text-muted-foreground ring-2 ring-card',
            size === 'sm' ? 'size-8 text-xs' : 'size-10 text-sm',
          )}
        >
          +{more}
        </span>
      )}
    </div>
  );
}
