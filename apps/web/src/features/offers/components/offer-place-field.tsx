import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface OfferPlaceFieldProps {
  error: string | undefined;
  defaultValue?: string | null;
  hint: string;
}

/** Where buyers collect the goods (decision 077): one optional line, an event place's length. */
export function OfferPlaceField({ error, defaultValue, hint }: OfferPlaceFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={t('offers.pickup_place')} error={error} hint={hint}>
      <Input name="pickupPlace" defaultValue={defaultValue ?? ''} autoComplete="off" />
    </FormField>
  );
}
