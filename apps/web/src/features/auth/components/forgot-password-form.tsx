import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { currentLanguage } from '@/lib/i18n';
import { useForm } from '@/lib/use-form';
import { requestPasswordReset } from '../api/password-reset';
import { emailRules } from '../auth-rules';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { AuthLink } from './auth-links';

export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useForm({
    rules: { email: emailRules },
    // The mail is written in the language the user reads the app in.
    onSubmit: (values) => requestPasswordReset(String(values.email).trim(), currentLanguage(i18n)),
    onSuccess: () => setSent(true),
  });
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={t('auth.forgot_title')} text={t('auth.forgot_text')} />
      {sent ? (
        <Notice variant="success" title={t('auth.reset_sent_title')}>
          {t('auth.reset_sent_text')}
        </Notice>
      ) : (
        <form {...form.formProps} className="flex flex-col gap-4">
          <FormField label={t('auth.email')} required error={form.fieldErrors.email}>
            <Input name="email" type="email" autoComplete="email" inputMode="email" />
          </FormField>
          <FormMessage message={form.formError} />
          <Button type="submit" size="lg" disabled={form.submitting} className="w-full">
            {t('auth.send_reset_link')}
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <AuthLink to="/">{t('auth.back_to_sign_in')}</AuthLink>
      </p>
    </div>
  );
}
