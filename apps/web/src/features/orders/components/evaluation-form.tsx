import { useTranslation } from 'react-i18next';
import { EvaluationComment, type OrderResponse } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Textarea } from '@/components/ui/textarea';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { formatDate } from '@/lib/dates';
import { ruleOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { rules } from '@/lib/validation';
import { useEvaluateOrder } from '../api/orders';
import { evaluationClosesAt } from '../order-rules';
import { StarRating } from './star-rating';

// The stars are radios: a chosen one is always 1–5, so only "chosen at all" is checked here.
const evaluationRules = {
  rating: [rules.required()],
  comment: [ruleOf(EvaluationComment, false)],
};

/**
 * The buyer's evaluation of a fulfilled order (spec §4): 1–5 stars and an optional comment,
 * sent again to change it, until a month after completion.
 */
export function EvaluationForm({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const evaluate = useEvaluateOrder(order.id);
  const form = useForm({
    rules: evaluationRules,
    successMessage: 'orders.evaluation_saved',
    onSubmit: (values) =>
      evaluate.mutateAsync({
        rating: Number(values.rating),
        comment: typeof values.comment === 'string' ? values.comment : '',
      }),
  });
  const closes = evaluationClosesAt(order);
  return (
    <form
      {...form.formProps}
      aria-labelledby="evaluation-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="evaluation-title" className="text-lg font-semibold">
          {t(order.evaluation ? 'orders.evaluation_change' : 'orders.evaluation_title')}
        </h2>
        {closes && (
          <p className="text-sm text-muted-foreground">
            {t('orders.evaluation_until', { date: formatDate(closes, dateFormat) })}
          </p>
        )}
      </div>
      <StarRating defaultValue={order.evaluation?.rating ?? null} error={form.fieldErrors.rating} />
      <FormField label={t('orders.comment')} error={form.fieldErrors.comment}>
        <Textarea name="comment" rows={3} defaultValue={order.evaluation?.comment ?? ''} />
      </FormField>
      <FormMessage message={form.formError} />
      <FormFooter
        submitLabel={t(order.evaluation ? 'orders.evaluation_update' : 'orders.evaluate')}
        submitting={form.submitting}
      />
    </form>
  );
}
