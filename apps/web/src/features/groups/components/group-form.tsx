import { useTranslation } from 'react-i18next';
import { CreateGroupBody, type GroupResponse } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { maxLengthOf, rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';

const groupRules = rulesOf(CreateGroupBody);
const nameMaxLength = maxLengthOf(CreateGroupBody.shape.name) ?? 0;

interface GroupFormProps {
  group?: GroupResponse;
  submitLabel: string;
  successMessage: string;
  /** A draft is kept for a new group only: an edit starts from the saved values. */
  formKey?: string;
  save: (body: { name: string; description: string }) => Promise<GroupResponse>;
  onSaved: (group: GroupResponse) => void;
  onCancel: () => void;
}

/** Spec §5: the name is required, the description optional. */
export function GroupForm({
  group,
  submitLabel,
  successMessage,
  formKey,
  save,
  onSaved,
  onCancel,
}: GroupFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    formKey,
    successMessage,
    rules: groupRules,
    onSubmit: (values) =>
      save({
        name: String(values.name ?? '').trim(),
        description: String(values.description ?? '').trim(),
      }),
    onSuccess: onSaved,
  });
  return (
    <form
      {...form.formProps}
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-6"
    >
      <FormField label={t('groups.form.name')} required error={form.fieldErrors.name}>
        <Input
          name="name"
          defaultValue={group?.name}
          autoComplete="off"
          maxLength={nameMaxLength + 20}
        />
      </FormField>
      <FormField
        label={t('groups.form.description')}
        error={form.fieldErrors.description}
        hint={t('groups.form.description_hint')}
      >
        <Textarea name="description" defaultValue={group?.description} rows={5} />
      </FormField>
      <FormMessage message={form.formError} />
      <FormFooter submitLabel={submitLabel} submitting={form.submitting} onCancel={onCancel} />
    </form>
  );
}
