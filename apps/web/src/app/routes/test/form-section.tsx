import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownMeasures, maxTags, splitTags } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { TagInput } from '@/components/ui/tag-input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/use-form';
import { rules, type Rules } from '@/lib/validation';
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
  const errors = form.fieldErrors;
  return (
    <ShowcaseSection title={t('test.form')}>
      <p className="text-sm text-muted-foreground">{t('test.form_intro')}</p>
      <form {...form.formProps} className="grid gap-4 xs:grid-cols-2">
        <FormField label={t('test.name')} required error={errors.name} className="xs:col-span-2">
          <Input name="name" autoComplete="off" />
        </FormField>
        <FormField
          label={t('test.description')}
          error={errors.description}
          className="xs:col-span-2"
        >
          <Textarea name="description" rows={3} />
        </FormField>
        <FormField label={t('test.price')} required error={errors.price}>
          <Input name="price" type="number" inputMode="numeric" />
        </FormField>
        <FormField label={t('test.unit')} required error={errors.unit}>
          <Input name="unit" type="number" inputMode="numeric" defaultValue={1} />
        </FormField>
        <FormField label={t('test.measure')} required error={errors.measure}>
          <Select
            name="measure"
            placeholder={t('test.measure_placeholder')}
            options={knownMeasures.map((m) => ({ value: m, label: t(`measure.${m}`) }))}
          />
        </FormField>
        <FormField label={t('test.email')} error={errors.email}>
          <Input name="email" type="email" autoComplete="email" />
        </FormField>
        <FormField label={t('test.deadline')} error={errors.deadline} className="xs:col-span-2">
          <Input name="deadline" type="datetime-local" />
        </FormField>
        <FormField label={t('test.tags')} error={errors.tags} className="xs:col-span-2">
          <TagInput name="tags" defaultValue={['system.food', 'bio']} />
        </FormField>
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
        {form.formError && (
          <p
            role="alert"
            className="rounded-lg bg-destructive/10 px-3 py-2 text-sm font-medium text-danger xs:col-span-2"
          >
            {form.formError}
          </p>
        )}
        <div className="flex justify-end xs:col-span-2">
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </ShowcaseSection>
  );
}
