import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeleteUserBody } from '@kozos/contract';
import { Card } from '@/components/ui/card';
import { ConfirmDialog, useConfirm } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { deleteAccount } from '../api/delete-account';

const deleteRules = rulesOf(DeleteUserBody);

/** Password and an optional reason, then a last confirmation; `onDeleted` signs out. */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const { confirm, dialogProps } = useConfirm();
  const form = useForm({
    rules: deleteRules,
    confirm,
    onSubmit: (values) => {
      const reason = String(values.reason ?? '').trim();
      return deleteAccount({ password: String(values.password), ...(reason ? { reason } : {}) });
    },
    onSuccess: onDeleted,
  });
  return (
    <Card className="flex flex-col gap-4 border-danger/40 p-4 xs:p-5">
      <div className="flex gap-3 rounded-xl bg-destructive/10 p-3.5 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-danger">{t('settings.delete_warning_title')}</p>
          <p>{t('settings.delete_warning_text')}</p>
        </div>
      </div>
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormField label={t('auth.password')} required error={form.fieldErrors.password}>
          <Input name="password" type="password" autoComplete="current-password" />
        </FormField>
        <FormField
          label={t('settings.reason')}
          error={form.fieldErrors.reason}
          hint={t('settings.reason_hint')}
        >
          <Textarea name="reason" rows={3} />
        </FormField>
        <FormMessage message={form.formError} />
        <FormFooter
          submitLabel={t('settings.delete_my_account')}
          submittingLabel={t('settings.deleting')}
          submitting={form.submitting}
          submitVariant="destructive"
        />
      </form>
      <ConfirmDialog
        {...dialogProps}
        destructive
        title={t('settings.delete_confirm_title')}
        description={t('settings.delete_confirm_text')}
        confirmLabel={t('settings.delete_confirm')}
      />
    </Card>
  );
}
