import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useProducerChoices } from '../api/products';
import { noProducer } from '../product-values';

/** Spec §3: optional, one of my producer connections; the empty choice reads "No source". */
export function ProducerField({
  defaultValue,
  error,
}: {
  defaultValue: string | null;
  error?: string;
}) {
  const { t } = useTranslation();
  const producers = useProducerChoices();
  const options = [
    { value: noProducer, label: t('products.form.no_source') },
    ...(producers.data ?? []).map((connection) => ({
      value: connection.id,
      label: connection.producer
        ? connection.producer.name || `@${connection.producer.username ?? ''}`
        : t('products.form.pending_producer', { email: connection.email }),
    })),
  ];
  return (
    <FormField
      label={t('products.form.producer')}
      error={error}
      hint={
        <Link
          to="/producers/new"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('products.form.add_producer')}
        </Link>
      }
    >
      <Select
        key={producers.isSuccess ? 'loaded' : 'loading'}
        name="producerId"
        defaultValue={defaultValue ?? noProducer}
        disabled={producers.isPending}
        options={options}
      />
    </FormField>
  );
}
