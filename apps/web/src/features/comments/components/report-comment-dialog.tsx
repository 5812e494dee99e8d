import { reportReasons, type CreateCommentReportBody, type ReportReason } from '@kozos/contract';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import type { ThreadRef } from '../api/comments';
import { useReportComment } from '../api/report-comment';
import { commentErrorText } from './comment-box';

interface ReportFormProps {
  /** Sends the report; calls back as a mutation's `mutate` does. */
  send: (
    body: CreateCommentReportBody,
    callbacks: { onSuccess: () => void; onError: (failure: unknown) => void },
  ) => void;
  sending: boolean;
  onDone: () => void;
}

/** Why the report is made: spam, offensive, or other with a text (comments, posts, offers, events). */
export function ReportForm({ send, sending, onDone }: ReportFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === 'other' && text.trim() === '') {
      setError(t('message.required_for_other'));
      return;
    }
    send(
      { reason, ...(text.trim() ? { text } : {}) },
      {
        onSuccess: () => {
          toast({ title: t('comments.report.sent') });
          onDone();
        },
        onError: (failure) => setError(commentErrorText(failure, t)),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('comments.report.reason')}</legend>
        {reportReasons.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              className="size-4 accent-primary"
            />
            {t(`comments.report.reason_${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          {t(reason === 'other' ? 'comments.report.text_required' : 'comments.report.text')}
        </label>
        <Textarea
          id={`${id}-text`}
          name="text"
          rows={3}
          value={text}
          maxLength={1000}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <FormMessage message={error} />
      <FormFooter submitLabel={t('comments.report.send')} submitting={sending} onCancel={onDone} />
    </form>
  );
}

function CommentReportForm({
  commentId,
  thread,
  onDone,
}: {
  commentId: string;
  thread: ThreadRef;
  onDone: () => void;
}) {
  const report = useReportComment(thread);
  return (
    <ReportForm
      send={(body, callbacks) => report.mutate({ id: commentId, body }, callbacks)}
      sending={report.isPending}
      onDone={onDone}
    />
  );
}

/** Report a comment to the group's admins (issue 26): spam, offensive, or other with a text. */
export function ReportCommentDialog({
  commentId,
  thread,
  author,
}: {
  commentId: string;
  thread: ThreadRef;
  author: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-7 px-2 text-xs">
          <Flag aria-hidden="true" />
          {t('comments.report.action')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('comments.report.title', { name: author })}
        description={t('comments.report.description')}
      >
        <CommentReportForm commentId={commentId} thread={thread} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
