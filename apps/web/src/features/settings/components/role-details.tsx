import { useTranslation } from 'react-i18next';
import { PatchUserBody } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useCurrentUser, usePatchMe } from '@/lib/current-user';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { useSaveSetting } from '../api/save-setting';
import { SettingRow } from './setting-row';
import { SettingsSection } from './settings-section';

const producerRules = rulesOf(PatchUserBody.pick({ company: true, phone: true }));
const distributorRules = rulesOf(PatchUserBody.pick({ currency: true }));

/**
 * A producer's own settings: company and phone (typed, saved with a button) and the offer
 * reports, mailed when an offer of their product closes (only producers get them).
 */
export function ProducerSettings() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const patch = usePatchMe();
  const { save, saving } = useSaveSetting();
  const form = useForm({
    rules: producerRules,
    successMessage: 'Saved',
    onSubmit: (values) =>
      patch.mutateAsync({
        company: String(values.company ?? '').trim(),
        phone: String(values.phone ?? '').trim(),
      }),
  });
  return (
    <SettingsSection title={t('settings.producer')} description={t('settings.producer_text')}>
      <form {...form.formProps} className="grid gap-4 xs:grid-cols-2">
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
      <div className="border-t border-border">
        <SettingRow label={t('user.offer_report')} hint={t('user.offer_report_hint')}>
          <Switch
            checked={me.isOfferReportEnabled}
            disabled={saving}
            onCheckedChange={(checked) => save({ isOfferReportEnabled: checked })}
          />
        </SettingRow>
      </div>
    </SettingsSection>
  );
}

/** A distributor's own setting: the currency of their prices (typed, saved with a button). */
export function DistributorSettings() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const patch = usePatchMe();
  const form = useForm({
    rules: distributorRules,
    successMessage: 'Saved',
    onSubmit: (values) => patch.mutateAsync({ currency: String(values.currency ?? '').trim() }),
  });
  return (
    <SettingsSection title={t('settings.distributor')} description={t('settings.distributor_text')}>
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormField
          label={t('user.currency')}
          error={form.fieldErrors.currency}
          hint={t('user.currency_hint')}
        >
          <Input name="currency" defaultValue={me.currency} className="max-w-40" />
        </FormField>
        <FormMessage message={form.formError} />
        <FormFooter submitLabel={t('common.save')} submitting={form.submitting} />
      </form>
    </SettingsSection>
  );
}
