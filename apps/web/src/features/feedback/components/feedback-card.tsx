import { personName, type FeedbackResponse } from '@kozos/contract';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { showErrorToast } from '@/lib/error-toast';
import { toast } from '@/lib/toast';
import { useMarkFeedback } from '../api/feedback';

/** One item as site administrators read it: who, when, about which screen, and done or not. */
export function FeedbackCard({ item }: { item: FeedbackResponse }) {
  const { t } = useTranslation();
  const mark = useMarkFeedback();
  const author = personName(item.author, t('user.deleted_user'));
  const done = item.doneTime !== null;
  const toggle = () =>
    mark.mutate(
      { id: item.id, done: !done },
      {
        onSuccess: () =>
          toast({ title: t(done ? 'feedback.reopened_toast' : 'feedback.done_toast') }),
        onError: (error) => showErrorToast(error, t),
      },
    );
  return (
    <article
      aria-label={t('feedback.item_label', { name: author })}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-5"
    >
      <header className="flex items-start gap-3">
        <Avatar name={author} photo={item.author?.avatar} size="md" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
          {item.author ? (
            <Link
              to={`/users/${item.author.id}`}
              className="font-semibold underline-offset-4 hover:underline"
            >
              {author}
            </Link>
          ) : (
            <span className="font-semibold">{author}</span>
          )}
          <RelativeTime date={item.creationTime} className="text-muted-foreground" />
        </div>
      </header>
      <p className="break-words whitespace-pre-wrap">{item.text}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {item.path ? (
          <Link
            to={item.path}
            className="min-w-0 font-mono text-sm break-all text-primary underline-offset-4 hover:underline"
          >
            {t('feedback.about_screen', { path: item.path })}
          </Link>
        ) : (
          <span className="text-sm text-muted-foreground">{t('feedback.no_screen')}</span>
        )}
        <Button
          variant={done ? 'ghost' : 'outline'}
          size="sm"
          disabled={mark.isPending}
          onClick={toggle}
        >
          {done ? <RotateCcw aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
          {t(done ? 'feedback.reopen' : 'feedback.mark_done')}
        </Button>
      </div>
    </article>
  );
}
