import { reportStatuses, type ReportResponse, type ReportStatus } from '@kozos/contract';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { Notice } from '@/components/ui/notice';
import { offsetPaging, PagedList } from '@/components/ui/paged-list';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Spinner } from '@/components/ui/spinner';
import { fetchReportPage, reportKeys, useReviewAccess } from '@/features/comments/api/reports';
import { ReportCard } from '@/features/comments/components/report-card';
import { PageHeading } from '../../layout/page-heading';

function statusOf(value: string | null): ReportStatus {
  return reportStatuses.find((status) => status === value) ?? 'open';
}

/**
 * /reports (issue 26): the reported comments of the groups I administer (the site administrator
 * reads every group's) to hide or dismiss; open ones first, the resolved ones by the filter.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const { canReview, known, adminGroupIds } = useReviewAccess();
  const setStatus = (next: ReportStatus) =>
    setParams(next === 'open' ? {} : { status: next }, { replace: true });
  return (
    <>
      <PageHeading title={t('reports.title')} description={t('reports.intro')} />
      {!known ? (
        <Spinner />
      ) : !canReview ? (
        <Notice variant="info" icon={ShieldCheck} title={t('reports.admins_only_title')}>
          <p>{t('reports.admins_only_text')}</p>
        </Notice>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="w-full xs:w-80">
            <SegmentedControl
              label={t('reports.status')}
              value={status}
              onValueChange={setStatus}
              options={reportStatuses.map((value) => ({
                value,
                label: t(`reports.status_${value}`),
              }))}
            />
          </div>
          <PagedList<ReportResponse, { skip: number; limit: number }>
            queryKey={reportKeys.list(status)}
            paging={offsetPaging}
            fetchPage={(page) => fetchReportPage(status, page)}
            getKey={(report) => report.id}
            renderItem={(report) => (
              <ReportCard report={report} canResolve={adminGroupIds.has(report.group.id)} />
            )}
            label={t('reports.list')}
            empty={<EmptyList icon={ShieldCheck} message={t(`reports.none_${status}`)} />}
          />
        </div>
      )}
    </>
  );
}
