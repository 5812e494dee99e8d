import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PatchUserBody } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { Switch } from '@/components/ui/switch';
import { useCurrentUser, usePatchMe } from '@/lib/current-user';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { onboardingPaths } from '../steps';
import { StepActions } from './step-actions';

const producerRules = rulesOf(PatchUserBody.pick({ company: true, phone: true }));

export function ProducerStep() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const patch = usePatchMe();
  const form = useForm({
    rules: producerRules,
    onSubmit: (values) =>
      patch.mutateAsync({
        company: String(values.company ?? '').trim(),
        phone: String(values.phone ?? '').trim(),
        isOfferReportEnabled: values.isOfferReportEnabled === true,
      }),
    onSuccess: () => void navigate(onboardingPaths.success),
  });
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={t('onboarding.producer_title')} text={t('onboarding.producer_text')} />
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormField label={t('user.company')} error={form.fieldErrors.company}>
          <Input name="company" defaultValue={me.company} autoComplete="organization" />
        </FormField>
        <FormField label={t('user.phone')} error={form.fieldErrors.phone}>
          <Input name="phone" type="tel" defaultValue={me.phone} autoComplete="tel" />
        </FormField>
        <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-3.5">
          <div className="flex flex-col gap-1">
            <label htmlFor="onboarding-offer-report" className="text-sm font-medium">
              {t('user.offer_report')}
            </label>
            <p id="onboarding-offer-report-hint" className="text-sm text-muted-foreground">
              {t('user.offer_report_hint')}
            </p>
          </div>
          <Switch
            id="onboarding-offer-report"
            name="isOfferReportEnabled"
            aria-describedby="onboarding-offer-report-hint"
            defaultChecked={me.isOfferReportEnabled}
          />
        </div>
        <FormMessage message={form.formError} />
        <StepActions backTo={onboardingPaths.role} saving={form.submitting} />
      </form>
    </div>
  );
}
