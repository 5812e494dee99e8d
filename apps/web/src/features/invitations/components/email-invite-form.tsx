import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CreateEmailInvitationBody } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { useCreateEmailInvitation } from '../api/email-invitations';

/** A 409 (already a member, already invited) is about the address: show it on the field. */
function toFieldError(error: unknown): unknown {
  if (error instanceof ApiError && error.status === 409 && Object.keys(error.errors).length === 0) {
    return new ApiError(error.message, error.status, { email: error.message });
  }
  return error;
}

export function EmailInviteForm({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const create = useCreateEmailInvitation(groupId);
  const form = useForm({
    rules: rulesOf(CreateEmailInvitationBody),
    successMessage: 'Invitation_created',
    onSubmit: async (values) => {
      try {
        return await create.mutateAsync({ email: String(values.email ?? '').trim() });
      } catch (error) {
        throw toFieldError(error);
      }
    },
    // Ready for the next address.
    onSuccess: () => form.formProps.ref.current?.reset(),
  });
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-5">
      <div className="flex flex-col gap-1">
        <h2 id="invite-email-title" className="text-lg font-semibold">
          {t('invitations.email_title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('invitations.email_text')}</p>
      </div>
      <form {...form.formProps} className="flex flex-col gap-3">
        <FormField label={t('invitations.email')} required error={form.fieldErrors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="off"
            inputMode="email"
            placeholder={t('invitations.email_placeholder')}
          />
        </FormField>
        <FormMessage message={form.formError} />
        <FormFooter
          submitLabel={t('invitations.send')}
          submittingLabel={t('invitations.sending')}
          submitting={form.submitting}
          icon={<Send aria-hidden="true" />}
        />
      </form>
    </section>
  );
}
