import type { UserSummary } from '@kozos/contract';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { splitMentions } from '../mentions';

/**
 * A comment's text as plain text with its line breaks; an `@username` of a member the server
 * found links to their profile, any other stays as written.
 */
export function CommentBody({ body, mentions }: { body: string; mentions: UserSummary[] }) {
  const byName = new Map(
    mentions.flatMap((user) => (user.username ? [[user.username.toLowerCase(), user]] : [])),
  );
  return (
    <p className="leading-relaxed break-words whitespace-pre-line text-foreground/90">
      {splitMentions(body).map((part, index) => {
        if (part.kind === 'text') return part.text;
        const user = byName.get(part.username.toLowerCase());
        if (!user) return `@${part.username}`;
        return (
          <Link
            key={index}
            to={`/users/${user.id}`}
            className={cn(
              'rounded-sm font-medium text-primary underline-offset-4 hover:underline',
              focusRing,
            )}
          >
            @{part.username}
          </Link>
        );
      })}
    </p>
  );
}
