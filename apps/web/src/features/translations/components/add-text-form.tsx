import { SaveTranslationBody } from '@kozos/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { maxLengthOf, rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { useAddTranslation } from '../api/translations';

const addRules = rulesOf(SaveTranslationBody);
const keyMaxLength = maxLengthOf(SaveTranslationBody.shape.key) ?? 200;

/** /addtext: a new translation constant, its key taken from `?key=` when given (spec §2). */
export function AddTextForm({ initialKey }: { initialKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddTranslation();
  const form = useForm({
    rules: addRules,
    successMessage: 'translations.added_toast',
    statusMessages: { 409: 'translations.exists_text' },
    onSubmit: (values) =>
      add.mutateAsync({
        key: String(values.key ?? '').trim(),
        hu: String(values.hu ?? ''),
        en: String(values.en ?? ''),
      }),
    onSuccess: (row) => void navigate(`/languageconfig?search=${encodeURIComponent(row.key)}`),
  });
  return (
    <form
      {...form.formProps}
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-6"
    >
      <FormField
        label={t('translations.key')}
        required
        hint={t('translations.key_hint')}
        error={form.fieldErrors.key}
      >
        <Input
          name="key"
          defaultValue={initialKey}
          autoComplete="off"
          spellCheck={false}
          maxLength={keyMaxLength + 20}
          className="font-mono"
        />
      </FormField>
      <FormField label={t('language.hu')} required error={form.fieldErrors.hu}>
        <Textarea name="hu" lang="hu" rows={3} />
      </FormField>
      <FormField label={t('language.en')} required error={form.fieldErrors.en}>
        <Textarea name="en" lang="en" rows={3} />
      </FormField>
      <FormMessage message={form.formError} />
      <FormFooter
        submitLabel={t('translations.add_text')}
        submitting={form.submitting}
        onCancel={() => void navigate('/languageconfig')}
      />
    </form>
  );
}
