import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RejectOrderBody } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Textarea } from '@/components/ui/textarea';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { useRejectOrder } from '../api/sales';

const rejectRules = rulesOf(RejectOrderBody);

function RejectForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectOrder();
  const form = useForm({
    rules: rejectRules,
    successMessage: 'orders.sales.rejected',
    onSubmit: (values) =>
      reject.mutateAsync({
        orderId,
        reason: typeof values.reason === 'string' ? values.reason : '',
      }),
    onSuccess: onDone,
  });
  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <FormField label={t('orders.sales.reason')} required error={form.fieldErrors.reason}>
        <Textarea name="reason" rows={3} />
      </FormField>
      <FormMessage message={form.formError} />
      <FormFooter
        submitLabel={t('orders.sales.reject')}
        submitVariant="destructive"
        submitting={form.submitting}
        onCancel={onDone}
      />
    </form>
  );
}

/** Reject for force majeure (spec §4): the reason is required and goes to the buyer. */
export function RejectDialog({ orderId, buyer }: { orderId: string; buyer: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-danger">
          <Ban aria-hidden="true" />
          {t('orders.sales.reject')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('orders.sales.reject_title', { name: buyer })}
        description={t('orders.sales.reject_text')}
      >
        <RejectForm orderId={orderId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
