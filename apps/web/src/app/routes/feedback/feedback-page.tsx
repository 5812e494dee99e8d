import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';
import { FeedbackInbox } from '@/features/feedback/components/feedback-inbox';
import { useCurrentUser } from '@/lib/current-user';
import { PageHeading } from '../../layout/page-heading';

/** /feedback: everyone sends; site administrators also read and mark what was sent. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [params] = useSearchParams();
  return (
    <>
      <PageHeading title={t('feedback.title')} description={t('feedback.intro')} />
      <div className="flex flex-col gap-8">
        <FeedbackForm initialPath={params.get('path') ?? ''} />
        {me.isAdmin && <FeedbackInbox />}
      </div>
    </>
  );
}
