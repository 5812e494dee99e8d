import { useTranslation } from 'react-i18next';
import { knownMeasures } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { TagInput } from '@/components/ui/tag-input';
import { Textarea } from '@/components/ui/textarea';

/** The inputs of the showcase form: one of each kind the form helper reads. */
export function ShowcaseFields({ errors }: { errors: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={t('test.name')} required error={errors.name} className="xs:col-span-2">
        <Input name="name" autoComplete="off" />
      </FormField>
      <FormField label={t('test.description')} error={errors.description} className="xs:col-span-2">
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
    </>
  );
}
