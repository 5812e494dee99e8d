import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownMeasures, Measure } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { maxLengthOf } from '@/lib/schema-rules';

const maxMeasureLength = maxLengthOf(Measure) ?? 20;

const custom = 'custom';
const isKnown = (measure: string) => (knownMeasures as readonly string[]).includes(measure);

/**
 * Spec §3 measures: pcs, kg, dkg, g, l, dl, ml, bottle, or a custom free-text measure (up to 20
 * characters). The chosen measure travels as `measure`; the picker itself is UI-only (`fake_`).
 */
export function MeasureField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(() =>
    !defaultValue ? '' : isKnown(defaultValue) ? defaultValue : custom,
  );
  const options = [
    ...knownMeasures.map((measure) => ({ value: measure, label: t(`measure.${measure}`) })),
    { value: custom, label: t('products.form.measure_custom') },
  ];
  return (
    <div className="flex flex-col gap-3">
      <FormField
        label={t('products.form.measure')}
        required
        error={choice === custom ? undefined : error}
      >
        <Select
          name="fake_measure"
          value={choice}
          onValueChange={setChoice}
          placeholder={t('products.form.choose_measure')}
          options={options}
        />
      </FormField>
      {choice === custom ? (
        <FormField
          label={t('products.form.measure_custom_label')}
          required
          error={error}
          hint={t('products.form.measure_custom_hint', { max: maxMeasureLength })}
        >
          <Input
            name="measure"
            defaultValue={defaultValue && !isKnown(defaultValue) ? defaultValue : ''}
            maxLength={maxMeasureLength + 10}
            autoComplete="off"
          />
        </FormField>
      ) : (
        <input type="hidden" name="measure" value={choice} />
      )}
    </div>
  );
}
