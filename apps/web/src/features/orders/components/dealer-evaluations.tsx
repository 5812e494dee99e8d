import { useTranslation } from 'react-i18next';
import { personName, type DealerEvaluation } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { CardSkeleton } from '@/components/ui/skeleton';
import { RelativeTime } from '@/components/ui/relative-time';
import { useDealerEvaluations } from '../api/evaluations';
import { LoadFailed } from './load-failed';
import { StarsShown } from './star-rating';

function EvaluationItem({ evaluation }: { evaluation: DealerEvaluation }) {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-1 py-3">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <StarsShown rating={evaluation.rating} />
        <span className="font-semibold">
          {personName(evaluation.buyer, t('user.deleted_user'))}
        </span>
      </p>
      <p className="text-xs text-muted-foreground">
        {evaluation.productName} · <RelativeTime date={evaluation.time} />
      </p>
      {evaluation.comment && (
        <p className="break-words whitespace-pre-line">{evaluation.comment}</p>
      )}
    </article>
  );
}

/**
 * A dealer's evaluations on their profile (spec §4 "Services"): the average of the ratings and
 * the comments, newest first, a page at a time. Nothing is shown for someone never rated.
 */
export function DealerEvaluations({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const query = useDealerEvaluations(userId);
  if (query.isPending) return <CardSkeleton />;
  if (query.isError)
    return (
      <LoadFailed
        title={t('orders.evaluations.failed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const first = query.data.pages[0];
  if (!first || first.count === 0 || first.average === null) return null;
  const items = query.data.pages.flatMap((page) => page.items);
  const average = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
    first.average,
  );
  return (
    <section
      aria-labelledby="dealer-evaluations-title"
      className="flex flex-col gap-1 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-5"
    >
      <h2 id="dealer-evaluations-title" className="text-lg font-semibold">
        {t('orders.evaluations.title')}
      </h2>
      <p className="flex flex-wrap items-center gap-2">
        <StarsShown rating={first.average} />
        <span className="font-semibold tabular-nums">
          {t('orders.evaluations.average', { average, count: first.count })}
        </span>
      </p>
      <div className="flex flex-col divide-y divide-border">
        {items.map((evaluation, index) => (
          <EvaluationItem key={`${evaluation.time}-${index}`} evaluation={evaluation} />
        ))}
      </div>
      {query.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('orders.evaluations.more')}
        </Button>
      )}
    </section>
  );
}
