import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { usePatchGroup } from '@/features/groups/api/save-group';
import { GroupForm } from '@/features/groups/components/group-form';
import { GroupLoader } from '@/features/groups/components/group-loader';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from './back-link';

/** /groups/:id/details/edit (admins). */
export function EditGroupPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const patch = usePatchGroup(id);
  const detailsPath = `/groups/${id}/details`;
  return (
    <GroupLoader id={id}>
      {(group) => (
        <>
          <BackLink to={detailsPath} label={t('groups.back_to_details')} />
          <PageHeading title={t('groups.edit_title')} description={group.name} />
          {group.myMembership.isAdmin ? (
            <GroupForm
              group={group}
              submitLabel={t('common.save')}
              successMessage="Saved"
              save={(body) => patch.mutateAsync(body)}
              onSaved={() => void navigate(detailsPath, { replace: true })}
              onCancel={() => void navigate(detailsPath)}
            />
          ) : (
            <Notice variant="info" title={t('groups.admins_only')}>
              {t('groups.admins_only_edit')}
            </Notice>
          )}
        </>
      )}
    </GroupLoader>
  );
}
