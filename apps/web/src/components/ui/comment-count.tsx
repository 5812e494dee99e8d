import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { focusRing } from './styles';

/**
 * A card's comment count (issue 26), a link to the thread on the item's page (its `#comments`
 * section). The count comes with the card's item, so a feed costs no request per card.
 */
export function CommentCount({ to, count }: { to: string; count: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`${to}#comments`}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-foreground hover:underline',
        focusRing,
      )}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {count === 0 ? t('comments.count_none') : t('comments.count', { count })}
    </Link>
  );
}
