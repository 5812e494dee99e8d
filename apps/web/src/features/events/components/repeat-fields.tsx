import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxOccurrences, type RepeatFrequency } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import { Select } from '@/components/ui/select';
import { browserTimeZone } from '@/lib/forms';

export type RepeatChoice = 'none' | RepeatFrequency;
type RepeatEnd = 'until' | 'count';

/**
 * Issue 14: none, weekly, every two weeks or monthly, ending on a date or after a number of
 * dates (at most 52). The zone the time of day is kept in is the browser's (decision 062).
 */
export function RepeatFields({
  errors,
  defaultFrequency = 'none',
}: {
  errors: Record<string, string>;
  defaultFrequency?: RepeatChoice;
}) {
  const { t } = useTranslation();
  const [frequency, setFrequency] = useState<RepeatChoice>(defaultFrequency);
  const [end, setEnd] = useState<RepeatEnd>('count');
  const choices: RepeatChoice[] = ['none', 'weekly', 'biweekly', 'monthly'];
  return (
    <div className="flex flex-col gap-4">
      <FormField
        label={t('events.form.repeat')}
        error={errors.repeatFrequency}
        hint={
          frequency === 'none'
            ? undefined
            : t('events.form.repeat_hint', { zone: browserTimeZone() })
        }
      >
        <Select
          name="repeatFrequency"
          value={frequency}
          onValueChange={(value) => setFrequency(value as RepeatChoice)}
          options={choices.map((choice) => ({
            value: choice,
            label: t(`events.repeat.${choice}`),
          }))}
        />
      </FormField>
      {frequency !== 'none' && (
        <div className="flex flex-col gap-4 rounded-xl border border-border p-3 xs:p-4">
          <RadioCards<RepeatEnd>
            label={t('events.form.repeat_end')}
            name="repeatEnd"
            value={end}
            columns={2}
            onValueChange={setEnd}
            options={[
              { value: 'count', label: t('events.form.repeat_count') },
              { value: 'until', label: t('events.form.repeat_until') },
            ]}
          />
          {end === 'count' ? (
            <FormField
              label={t('events.form.count')}
              required
              error={errors.repeatCount ?? errors['repeat.count']}
              hint={t('events.form.count_hint', { max: maxOccurrences })}
            >
              <Input
                name="repeatCount"
                type="number"
                inputMode="numeric"
                min={2}
                max={maxOccurrences}
                defaultValue={4}
              />
            </FormField>
          ) : (
            <FormField
              label={t('events.form.until')}
              required
              error={errors.repeatUntil ?? errors['repeat.until']}
            >
              <Input name="repeatUntil" type="date" />
            </FormField>
          )}
        </div>
      )}
    </div>
  );
}
