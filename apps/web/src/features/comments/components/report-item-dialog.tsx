import { reportMessages, type FeedItemType } from '@kozos/contract';
import { EyeOff, Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useReportItem } from '../api/report-item';
import { ReportForm } from './report-comment-dialog';

/**
 * Report a post, offer or event to its group's admins (issue 26, decision 205). Once sent (or
 * found already sent: 409), the button gives way to a note: a second report could only fail.
 */
export function ReportItemDialog({ type, id }: { type: FeedItemType; id: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const report = useReportItem(type, id);
  if (reported)
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Flag aria-hidden="true" className="size-4 shrink-0" />
        {t('reports.reported_item')}
      </p>
    );
  const alreadyReported = () => {
    toast({ title: t('reports.already_reported_item') });
    setOpen(false);
    setReported(true);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Flag aria-hidden="true" />
          {t('comments.report.action')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t(`reports.report_item_title_${type}`)}
        description={t('reports.report_item_description')}
      >
        <ReportForm
          send={(body, callbacks) =>
            report.mutate(body, {
              onSuccess: () => {
                callbacks.onSuccess();
                setReported(true);
              },
              onError: (failure) =>
                failure instanceof ApiError && failure.message === reportMessages.alreadyReported
                  ? alreadyReported()
                  : callbacks.onError(failure),
            })
          }
          sending={report.isPending}
          onDone={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** What the author of a hidden item reads above it: an admin hid it, and why. */
export function HiddenItemBanner({ reason }: { reason: string | undefined }) {
  const { t } = useTranslation();
  if (reason === undefined) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm"
    >
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('reports.hidden_banner', { reason })}
    </p>
  );
}

/** Above an item's page: the author's banner when hidden, the Report action for others. */
export function ItemModeration({
  type,
  id,
  isAuthor,
  hiddenReason,
}: {
  type: FeedItemType;
  id: string;
  isAuthor: boolean;
  hiddenReason: string | undefined;
}) {
  if (isAuthor) return <HiddenItemBanner reason={hiddenReason} />;
  return (
    <div className="flex justify-end">
      <ReportItemDialog type={type} id={id} />
    </div>
  );
}
