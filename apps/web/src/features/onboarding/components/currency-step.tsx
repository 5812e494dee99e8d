import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PatchUserBody } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { useCurrentUser, usePatchMe } from '@/lib/current-user';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { defaultCurrency } from '../defaults';
import { onboardingPaths } from '../steps';
import { StepActions } from './step-actions';

// A distributor must name a currency here, though PATCH /api/User may leave it out.
const currencyRules = rulesOf(PatchUserBody.pick({ currency: true }).required());

export function CurrencyStep() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const patch = usePatchMe();
  const form = useForm({
    rules: currencyRules,
    onSubmit: (values) => patch.mutateAsync({ currency: String(values.currency).trim() }),
    onSuccess: () => void navigate(onboardingPaths.success),
  });
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={t('onboarding.currency_title')} text={t('onboarding.currency_text')} />
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormField
          label={t('user.currency')}
          required
          error={form.fieldErrors.currency}
          hint={t('user.currency_hint')}
        >
          <Input
            name="currency"
            defaultValue={me.currency || defaultCurrency}
            autoCapitalize="characters"
            className="max-w-40"
          />
        </FormField>
        <FormMessage message={form.formError} />
        <StepActions backTo={onboardingPaths.role} saving={form.submitting} />
      </form>
    </div>
  );
}
