import { useTranslation } from 'react-i18next';
import { AddProducerBody, type ProducerConnection } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { useAddProducer } from '../api/producers';

const rules = rulesOf(AddProducerBody);

/**
 * `POST /api/Producer {email}`: a request the producer accepts; an unknown address gets an
 * invitation to register. The answer is the same either way (decision 076).
 */
export function AddProducerForm({
  onSaved,
  onCancel,
}: {
  onSaved: (connection: ProducerConnection) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddProducer();
  const form = useForm({
    rules,
    onSubmit: (values) =>
      add.mutateAsync({ email: typeof values.email === 'string' ? values.email.trim() : '' }),
    onSuccess: onSaved,
  });
  return (
    <form
      {...form.formProps}
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-6"
    >
      <FormField
        label={t('producers.form.email')}
        required
        error={form.fieldErrors.email}
        hint={t('producers.form.email_hint')}
      >
        <Input name="email" type="email" inputMode="email" autoComplete="off" />
      </FormField>
      <FormMessage message={form.formError} />
      <FormFooter
        submitLabel={t('producers.form.add')}
        submitting={form.submitting}
        onCancel={onCancel}
      />
    </form>
  );
}
