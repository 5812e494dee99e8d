import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateGroup } from '@/features/groups/api/save-group';
import { GroupForm } from '@/features/groups/components/group-form';
import { PageHeading } from '../../layout/page-heading';

/** /groups/new: the creator becomes the group's first administrator. */
export function NewGroupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateGroup();
  return (
    <>
      <PageHeading title={t('groups.new_title')} description={t('groups.new_text')} />
      <GroupForm
        formKey="group-new"
        submitLabel={t('groups.create')}
        successMessage="Group_created"
        save={(body) => create.mutateAsync(body)}
        onSaved={(group) => void navigate(`/groups/${group.id}`, { replace: true })}
        onCancel={() => void navigate('/groups')}
      />
    </>
  );
}
