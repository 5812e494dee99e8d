import { personName, type TranslationSummary } from '@kozos/contract';
import { Copy, ListRestart, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { copyText } from '@/lib/clipboard';
import { showErrorToast } from '@/lib/error-toast';
import { toast } from '@/lib/toast';
import {
  fetchTranslationChanges,
  useAddMissingTranslations,
  useDeleteTranslationChanges,
  useTranslationSummary,
} from '../api/translations';

function SummaryLine({ summary }: { summary: TranslationSummary }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p>
        {t('translations.counts', { total: summary.total, changed: summary.changed })}
        {summary.missing > 0 && ` · ${t('translations.missing_count', { count: summary.missing })}`}
      </p>
      <p className="text-muted-foreground">
        {summary.lastEditTime ? (
          <>
            {t('translations.last_update', {
              name: personName(summary.lastEditedBy, t('user.deleted_user')),
            })}{' '}
            <RelativeTime date={summary.lastEditTime} />
          </>
        ) : (
          t('translations.no_changes_yet')
        )}
      </p>
    </div>
  );
}

/** Copies the changed texts by locale file as JSON, ready to paste into the files (spec §2). */
function CopyChangesButton({ changed }: { changed: number }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await copyText(JSON.stringify(await fetchTranslationChanges(), null, 2));
      toast({ title: t('Copied'), description: t('translations.copied_text') });
    } catch (error) {
      showErrorToast(error, t, 'translations.copy_failed');
    }
  };
  return (
    <Button variant="outline" disabled={changed === 0} onClick={() => void copy()}>
      <Copy aria-hidden="true" />
      {t('translations.copy_changes')}
    </Button>
  );
}

function DeleteChangesButton({ changed }: { changed: number }) {
  const { t } = useTranslation();
  const remove = useDeleteTranslationChanges();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          className="text-danger"
          disabled={changed === 0 || remove.isPending}
        >
          <Trash2 aria-hidden="true" />
          {t('translations.delete_changes')}
        </Button>
      }
      title={t('translations.delete_changes_title')}
      description={t('translations.delete_changes_text', { count: changed })}
      confirmLabel={t('translations.delete_changes_confirm')}
      destructive
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => toast({ title: t('translations.changes_deleted') }),
          onError: (error) => showErrorToast(error, t),
        })
      }
    />
  );
}

function AddMissingButton({ missing }: { missing: number }) {
  const { t } = useTranslation();
  const add = useAddMissingTranslations();
  return (
    <Button
      variant="outline"
      disabled={missing === 0 || add.isPending}
      onClick={() =>
        add.mutate(undefined, {
          onSuccess: ({ added }) =>
            toast({ title: t('translations.missing_added', { count: added }) }),
          onError: (error) => showErrorToast(error, t),
        })
      }
    >
      <ListRestart aria-hidden="true" />
      {t('translations.reset_missing')}
    </Button>
  );
}

/**
 * The editor's header: what is changed and when it last was, and the actions on all rows. An
 * action with nothing to act on is disabled and the line above says why (no changes, none missing).
 */
export function TranslationToolbar() {
  const { t } = useTranslation();
  const summary = useTranslationSummary();
  const data = summary.data;
  return (
    <section
      aria-label={t('translations.summary_label')}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-5"
    >
      {data ? (
        <SummaryLine summary={data} />
      ) : summary.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('list.error', {
            message: t(`message.${summary.error.message}`, { defaultValue: summary.error.message }),
          })}
        </p>
      ) : (
        <Skeleton className="h-10 w-2/3" />
      )}
      <div className="grid gap-2 xs:flex xs:flex-wrap">
        <Button asChild>
          <Link to="/addtext">
            <Plus aria-hidden="true" />
            {t('translations.add_text')}
          </Link>
        </Button>
        <CopyChangesButton changed={data?.changed ?? 0} />
        <DeleteChangesButton changed={data?.changed ?? 0} />
        <AddMissingButton missing={data?.missing ?? 0} />
      </div>
      {data && (data.changed === 0 || data.missing === 0) && (
        <p className="text-xs text-muted-foreground">
          {[
            data.changed === 0 ? t('translations.nothing_changed_hint') : '',
            data.missing === 0 ? t('translations.none_missing_hint') : '',
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      )}
    </section>
  );
}
