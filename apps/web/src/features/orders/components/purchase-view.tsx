import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderResponse } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Notice } from '@/components/ui/notice';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { formatDate, formatDateTime } from '@/lib/dates';
import { showErrorToast } from '@/lib/error-toast';
import { useForm } from '@/lib/use-form';
import { toast } from '@/lib/toast';
import { useDeleteOrder, usePatchOrder } from '../api/orders';
import { amountRules, canEvaluate, evaluationClosesAt, orderStateOf } from '../order-rules';
import { AmountField } from './amount-field';
import { EvaluationForm } from './evaluation-form';
import { OrderFacts } from './order-facts';
import { StarsShown } from './star-rating';

/** Deletes the order after asking, then goes back to the cart. */
function DeleteOrderButton({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteOrder(order.id);
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('Deleted') });
        void navigate('/cart', { replace: true });
      },
      onError: (error) => showErrorToast(error, t, 'orders.delete_failed'),
    });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
          {t('orders.delete')}
        </Button>
      }
      title={t('orders.delete_title')}
      description={t('orders.delete_text', { name: order.offer.product.name })}
      confirmLabel={t('orders.delete')}
      destructive
      onConfirm={onDelete}
    />
  );
}

/** Before the deadline: change the amount (the offer's rest plus what I hold) or delete. */
function OrderEdit({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  const patch = usePatchOrder(order.id);
  const max = order.amount + order.offer.availableAmount;
  const form = useForm({
    rules: amountRules(max),
    successMessage: 'Saved',
    onSubmit: (values) =>
      patch.mutateAsync({ amount: typeof values.amount === 'number' ? values.amount : 0 }),
  });
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-6">
      <h2 className="text-lg font-semibold">{t('orders.change_title')}</h2>
      <form {...form.formProps} className="flex flex-col gap-4">
        <AmountField
          offer={order.offer}
          defaultValue={order.amount}
          max={max}
          error={form.fieldErrors.amount}
        />
        <FormMessage message={form.formError} />
        <FormFooter submitLabel={t('common.save')} submitting={form.submitting} />
      </form>
      <div className="border-t border-border pt-4">
        <DeleteOrderButton order={order} />
      </div>
    </div>
  );
}

/**
 * Before the deadline, when I left or was removed from the offer's group: the amount stays as
 * it is, and deleting is all I can do (decision 081).
 */
function RemovedMemberOrder({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  return (
    <Notice
      variant="warning"
      title={t('orders.not_member_title', { group: order.offer.group.name })}
    >
      <div className="flex flex-col items-start gap-3">
        <p>{t('orders.not_member_text')}</p>
        <DeleteOrderButton order={order} />
      </div>
    </Notice>
  );
}

function GivenEvaluation({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const closes = evaluationClosesAt(order);
  return (
    <Notice variant="info" title={t('orders.your_evaluation')}>
      {order.evaluation ? (
        <p className="flex flex-col gap-1">
          <StarsShown rating={order.evaluation.rating} />
          {order.evaluation.comment && <span>{order.evaluation.comment}</span>}
        </p>
      ) : (
        <p>
          {t('orders.evaluation_closed', {
            date: closes ? formatDate(closes, dateFormat) : '',
          })}
        </p>
      )}
    </Notice>
  );
}

/** What the state of the order allows, and why not when it does not (spec §4, §5). */
function OrderStatePart({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const state = orderStateOf(order);
  switch (state) {
    case 'open':
      return order.buyerIsMember ? (
        <OrderEdit order={order} />
      ) : (
        <RemovedMemberOrder order={order} />
      );
    case 'closed':
      return (
        <Notice variant="info" title={t('orders.read_only_title')}>
          {t('orders.read_only_text', {
            date: formatDateTime(order.offer.orderDeadline, dateFormat),
          })}
        </Notice>
      );
    case 'rejected':
      return (
        <Notice variant="error" title={t('orders.rejected_title')}>
          {t('orders.rejected_reason', { reason: order.rejection?.reason ?? '' })}
        </Notice>
      );
    case 'fulfilled':
      return canEvaluate(order) ? (
        <EvaluationForm order={order} />
      ) : (
        <GivenEvaluation order={order} />
      );
  }
}

/** /purchase?id=: my order's facts, then what I can do with it now. */
export function PurchaseView({ order }: { order: OrderResponse }) {
  return (
    <div className="flex flex-col gap-5">
      <OrderFacts order={order} />
      <OrderStatePart order={order} />
    </div>
  );
}
