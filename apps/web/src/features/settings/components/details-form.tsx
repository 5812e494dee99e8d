import { useTranslation } from 'react-i18next';
import { PatchUserBody } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { useCurrentUser, usePatchMe } from '@/lib/current-user';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { SettingsSection } from './settings-section';

const detailsRules = rulesOf(PatchUserBody.pick({ currency: true, company: true, phone: true }));

/** Currency for distributors, company and phone for producers: typed, so saved with a button. */
export function DetailsForm() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const patch = usePatchMe();
  const form = useForm({
    rules: detailsRules,
    successMessage: 'Saved',
    onSubmit: (values) =>
      patch.mutateAsync({
        currency: String(values.currency ?? '').trim(),
        company: String(values.company ?? '').trim(),
        phone: String(values.phone ?? '').trim(),
      }),
  });
  return (
    <SettingsSection title={t('settings.details')} description={t('settings.details_text')}>
      <form {...form.formProps} className="grid gap-4 xs:grid-cols-2">
        <FormField
          label={t('user.currency')}
          error={form.fieldErrors.currency}
          hint={t('user.currency_hint')}
          className="xs:col-span-2"
        >
          <Input name="currency" defaultValue={me.currency} className="max-w-40" />
        </FormField>
        <FormField label={t('user.company')} error={form.fieldErrors.company}>
          <Input name="company" defaultValue={me.company} autoComplete="organization" />
        </FormField>
        <FormField label={t('user.phone')} error={form.fieldErrors.phone}>
          <Input name="phone" type="tel" defaultValue={me.phone} autoComplete="tel" />
        </FormField>
        <FormMessage message={form.formError} className="xs:col-span-2" />
        <FormFooter
          submitLabel={t('common.save')}
          submitting={form.submitting}
          className="xs:col-span-2"
        />
      </form>
    </SettingsSection>
  );
}
