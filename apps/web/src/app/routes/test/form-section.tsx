import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxTags, splitTags } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/use-form';
import { rules, type Rules } from '@/lib/validation';
import { ShowcaseFields } from './showcase-fields';
import { ShowcaseSection } from './showcase-section';

const formRules: Rules = {
  name: [rules.required(), rules.maxLength(40)],
  price: [rules.required(), rules.notNegative()],
  unit: [rules.required(), rules.greaterThanZero()],
  measure: [rules.required()],
  email: [rules.email()],
  deadline: [rules.inFuture()],
  tags: [
    (value) =>
      splitTags(String(value ?? '')).length > maxTags
        ? { key: 'tag_input.too_many', values: { max: maxTags } }
        : null,
  ],
};

/** The server's answer is faked: this shows the form flow, it does not test it. */
function fakeSave(simulateError: boolean): Promise<void> {
  return new Promise((resolve, reject) =>
    setTimeout(() => {
      if (!simulateError) return resolve();
      reject(
        new ApiError('validation_error', 400, {
          '$.Name': 'must be a string with a maximum length of 3',
          '$.Price': 'Price is required',
        }),
      );
    }, 600),
  );
}

export function FormSection() {
  const { t } = useTranslation();
  const [simulateError, setSimulateError] = useState(false);
  const form = useForm({
    formKey: 'showcase',
    rules: formRules,
    successMessage: 'Saved',
    onSubmit: () => fakeSave(simulateError),
  });
  return (
    <ShowcaseSection title={t('test.form')}>
      <p className="text-sm text-muted-foreground">{t('test.form_intro')}</p>
      <form {...form.formProps} className="grid gap-4 xs:grid-cols-2">
        <ShowcaseFields errors={form.fieldErrors} />
        <div className="flex items-center justify-between gap-3 xs:col-span-2">
          <Label htmlFor="showcase-notify">{t('test.notify')}</Label>
          <Switch id="showcase-notify" name="notify" defaultChecked />
        </div>
        <div className="flex items-center justify-between gap-3 xs:col-span-2">
          <Label htmlFor="showcase-simulate">{t('test.simulate_error')}</Label>
          <Switch
            id="showcase-simulate"
            checked={simulateError}
            onCheckedChange={setSimulateError}
          />
        </div>
        <FormMessage message={form.formError} className="xs:col-span-2" />
        <div className="flex justify-end xs:col-span-2">
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </ShowcaseSection>
  );
}
