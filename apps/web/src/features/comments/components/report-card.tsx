import { maxReportTextLength, personName, type ReportResponse } from '@kozos/contract';
import { EyeOff, MessageSquareText, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { RelativeTime } from '@/components/ui/relative-time';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, unexpectedErrorMessage } from '@/lib/api-client';
import { showErrorToast } from '@/lib/error-toast';
import { mapServerMessage, normalizeFieldKey } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useResolveReport } from '../api/reports';

const itemPaths = { post: '/posts', offer: '/offers', event: '/events' } as const;

/** Where the reported thing stands: its item's page (a comment's, at the comment's anchor). */
export function reportedItemPath(report: ReportResponse): string {
  const { itemType, itemId, id } = report.target;
  const page = `${itemPaths[itemType]}/${itemId}`;
  return report.kind === 'comment' ? `${page}#comment-${id}` : page;
}

/** Why hiding failed: the reason's own message, or the server's (gone, no longer an admin). */
function hideErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t(`message.${unexpectedErrorMessage}`);
  const field = Object.entries(error.errors).find(([key]) => normalizeFieldKey(key) === 'reason');
  const key = field?.[1] ?? error.message;
  return t(`reports.error.${key}`, { defaultValue: mapServerMessage(key, t) });
}

function HideForm({ report, onDone }: { report: ReportResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const resolve = useResolveReport();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(t('reports.hide_reason_required'));
      return;
    }
    resolve.mutate(
      { id: report.id, action: 'hide', reason },
      {
        onSuccess: () => {
          toast({ title: t('reports.hidden_toast') });
          onDone();
        },
        onError: (failure) => setError(hideErrorText(failure, t)),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-reason`} className="text-sm font-medium">
          {t('reports.hide_reason')}
        </label>
        <Textarea
          id={`${id}-reason`}
          name="reason"
          rows={3}
          required
          aria-invalid={error !== null}
          value={reason}
          maxLength={maxReportTextLength}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <FormMessage message={error} />
      <FormFooter
        submitLabel={t(
          report.kind === 'comment' ? 'reports.hide_confirm' : 'reports.hide_item_confirm',
        )}
        submitting={resolve.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** One report as an admin reviews it: the comment, where it is, why it was reported, by whom. */
export function ReportCard({
  report,
  canResolve,
}: {
  report: ReportResponse;
  /** An admin of the report's group; the site administrator reads other groups' only. */
  canResolve: boolean;
}) {
  const { t } = useTranslation();
  const [hiding, setHiding] = useState(false);
  const dismiss = useResolveReport();
  const author = personName(report.target.author, t('user.deleted_user'));
  const reporter = personName(report.reporter, t('user.deleted_user'));
  const onDismiss = () =>
    dismiss.mutate(
      { id: report.id, action: 'dismiss' },
      {
        onSuccess: () => toast({ title: t('reports.dismissed_toast') }),
        onError: (error) => showErrorToast(error, t),
      },
    );
  return (
    <article
      aria-label={t(`reports.item_label_${report.kind}`, { name: author })}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-5"
    >
      <header className="flex items-start gap-3">
        <Avatar name={author} photo={report.target.author?.avatar} size="md" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
          {report.target.author ? (
            <Link
              to={`/users/${report.target.author.id}`}
              className="font-semibold underline-offset-4 hover:underline"
            >
              {author}
            </Link>
          ) : (
            <span className="font-semibold">{author}</span>
          )}
          <span className="text-muted-foreground">
            {t('reports.in_group', { group: report.group.name })}
          </span>
        </div>
        {report.status !== 'open' && (
          <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
            {t(`reports.status_${report.status}`)}
          </span>
        )}
      </header>
      <blockquote className="border-l-4 border-border pl-3 break-words whitespace-pre-wrap">
        {report.target.body}
      </blockquote>
      {report.kind !== 'comment' && report.target.hidden ? (
        // A hidden item answers 404 to all but its author (decision 205): no link that can only fail.
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <EyeOff aria-hidden="true" className="size-4 shrink-0" />
          {t('reports.item_hidden_note')}
        </p>
      ) : (
        <Link
          to={reportedItemPath(report)}
          className="inline-flex items-center gap-1.5 self-start text-sm text-primary underline-offset-4 hover:underline"
        >
          <MessageSquareText aria-hidden="true" className="size-4" />
          {t(
            report.kind === 'comment'
              ? `reports.open_${report.target.itemType}`
              : `reports.open_item_${report.kind}`,
          )}
        </Link>
      )}
      <div className="flex flex-col gap-1 rounded-xl bg-muted px-3 py-2 text-sm">
        <p className="font-medium">
          {t(`comments.report.reason_${report.reason}`)}
          {report.text && <span className="font-normal">: {report.text}</span>}
        </p>
        <p className="text-muted-foreground">
          {t('reports.reported_by', { name: reporter })} ·{' '}
          <RelativeTime date={report.creationTime} />
        </p>
      </div>
      {report.status === 'open' &&
        (canResolve ? (
          <div className="flex flex-col-reverse gap-2 xs:flex-row xs:justify-end">
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm" disabled={dismiss.isPending}>
                  <X aria-hidden="true" />
                  {t('reports.dismiss')}
                </Button>
              }
              title={t('reports.dismiss_title')}
              description={t(
                report.kind === 'comment' ? 'reports.dismiss_text' : 'reports.dismiss_item_text',
                { name: author },
              )}
              confirmLabel={t('reports.dismiss_confirm')}
              onConfirm={onDismiss}
            />
            <Dialog open={hiding} onOpenChange={setHiding}>
              <DialogTrigger asChild>
                <Button variant="destructive" size="sm">
                  <EyeOff aria-hidden="true" />
                  {t('reports.hide')}
                </Button>
              </DialogTrigger>
              <DialogContent
                title={t(`reports.hide_title_${report.kind}`, { name: author })}
                description={t(
                  report.kind === 'comment' ? 'reports.hide_text' : 'reports.hide_item_text',
                )}
              >
                <HideForm report={report} onDone={() => setHiding(false)} />
              </DialogContent>
            </Dialog>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('reports.not_your_group')}</p>
        ))}
    </article>
  );
}
