import { useTranslation } from 'react-i18next';
import type { GroupResponse } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useForm } from '@/lib/use-form';
import { rules } from '@/lib/validation';

export const groupNameMaxLength = 100;
export const groupDescriptionMaxLength = 2000;

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
    rules: {
      name: [rules.required(), rules.maxLength(groupNameMaxLength)],
      description: [rules.maxLength(groupDescriptionMaxLength)],
    },
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
          maxLength={groupNameMaxLength + 20}
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
      <div className="flex flex-col-reverse gap-2 xs:flex-row xs:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? t('common.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
