import { CreateFeedbackBody } from '@kozos/contract';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { maxLengthOf, rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { useSendFeedback } from '../api/feedback';

const feedbackRules = rulesOf(CreateFeedbackBody);
const textMaxLength = maxLengthOf(CreateFeedbackBody.shape.text) ?? 4000;

/** Feedback with, optionally, the screen it is about (`?path=` from the help dialog). */
export function FeedbackForm({ initialPath }: { initialPath: string }) {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const [round, setRound] = useState(0);
  const form = useForm({
    formKey: 'feedback',
    rules: feedbackRules,
    successMessage: 'feedback.sent_toast',
    onSubmit: (values) => {
      const path = String(values.path ?? '').trim();
      return send.mutateAsync({ text: String(values.text ?? ''), ...(path ? { path } : {}) });
    },
    // Sent: the fields start afresh (they are uncontrolled, so they are mounted anew).
    onSuccess: () => setRound((count) => count + 1),
  });
  return (
    <form
      {...form.formProps}
      aria-labelledby="feedback-form-title"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-6"
    >
      <h2 id="feedback-form-title" className="text-lg font-semibold">
        {t('feedback.form_title')}
      </h2>
      <div key={round} className="flex flex-col gap-5">
        <FormField
          label={t('feedback.text')}
          required
          error={form.fieldErrors.text}
          hint={t('feedback.text_hint')}
        >
          <Textarea name="text" rows={6} maxLength={textMaxLength + 100} />
        </FormField>
        <FormField
          label={t('feedback.path')}
          error={form.fieldErrors.path}
          hint={t('feedback.path_hint')}
        >
          <Input name="path" defaultValue={initialPath} autoComplete="off" spellCheck={false} />
        </FormField>
      </div>
      <FormMessage message={form.formError} />
      <FormFooter
        submitLabel={t('feedback.send')}
        submittingLabel={t('feedback.sending')}
        submitting={form.submitting}
        icon={<Send aria-hidden="true" />}
      />
    </form>
  );
}
