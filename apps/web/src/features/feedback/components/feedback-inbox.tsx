import type { FeedbackResponse } from '@kozos/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/empty-list';
import { offsetPaging, PagedList } from '@/components/ui/paged-list';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { fetchFeedbackPage, feedbackKeys, type FeedbackStatus } from '../api/feedback';
import { FeedbackCard } from './feedback-card';

/** Site administrators: what people sent, open items first, each marked done when handled. */
export function FeedbackInbox() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<FeedbackStatus>('open');
  return (
    <section aria-labelledby="feedback-inbox-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
          <h2 id="feedback-inbox-title" className="text-lg font-semibold">
            {t('feedback.inbox_title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('feedback.inbox_text')}</p>
        </div>
        <div className="w-56">
          <SegmentedControl
            label={t('feedback.status')}
            value={status}
            onValueChange={setStatus}
            options={[
              { value: 'open', label: t('feedback.status_open') },
              { value: 'done', label: t('feedback.status_done') },
            ]}
          />
        </div>
      </div>
      <PagedList<FeedbackResponse, { skip: number; limit: number }>
        queryKey={feedbackKeys.list(status)}
        paging={offsetPaging}
        fetchPage={(page) => fetchFeedbackPage(status, page)}
        getKey={(item) => item.id}
        renderItem={(item) => <FeedbackCard item={item} />}
        label={t('feedback.inbox_title')}
        empty={
          <EmptyList message={t(status === 'open' ? 'feedback.none_open' : 'feedback.none_done')} />
        }
      />
    </section>
  );
}
