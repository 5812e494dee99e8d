import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PatchUserBody } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { Select } from '@/components/ui/select';
import { useCurrentUser, usePatchMe } from '@/lib/current-user';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { currencyChoices, defaultCurrency } from '../defaults';
import { onboardingPaths } from '../steps';
import { StepActions } from './step-actions';

// A distributor must name a currency here, though PATCH /api/User may leave it out.
const currencyRules = rulesOf(PatchUserBody.pick({ currency: true }).required());

interface CurrencyStepProps {
  /** Pending invitations, shown above the currency (the page composes them). */
  invitations?: ReactNode;
}

export function CurrencyStep({ invitations }: CurrencyStepProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const patch = usePatchMe();
  const current = me.currency || defaultCurrency;
  // A currency saved earlier by hand stays choosable, after the usual ones.
  const codes: string[] = [...currencyChoices];
  if (!codes.includes(current)) codes.push(current);
  const options = codes.map((code) => ({
    value: code,
    label: t(`currency.${code}`, { defaultValue: code }),
  }));
  const form = useForm({
    rules: currencyRules,
    onSubmit: (values) => patch.mutateAsync({ currency: String(values.currency).trim() }),
    onSuccess: () => void navigate(onboardingPaths.success),
  });
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={t('onboarding.currency_title')} text={t('onboarding.currency_text')} />
      {invitations}
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormField
          label={t('user.currency')}
          required
          error={form.fieldErrors.currency}
          hint={t('user.currency_hint')}
        >
          <Select name="currency" defaultValue={current} options={options} className="max-w-72" />
        </FormField>
        <FormMessage message={form.formError} />
        <StepActions backTo={onboardingPaths.role} saving={form.submitting} />
      </form>
    </div>
  );
}
