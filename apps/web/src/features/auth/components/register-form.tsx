import { MailOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { useAuthConfig } from '@/shared/session/auth-config';
import { currentLanguage } from '@/lib/i18n';
import { useForm } from '@/lib/use-form';
import { signUpWithEmail } from '../api/sign-up';
import { emailRules, passwordRules } from '../auth-rules';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { AuthLink } from './auth-links';
import { ResendVerificationButton } from './resend-verification-button';

function CheckInbox({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MailOpen aria-hidden="true" className="size-6" />
      </span>
      <ScreenHeading title={t('auth.check_inbox')} text={t('auth.check_inbox_text', { email })} />
      <ResendVerificationButton email={email} />
      <p className="text-center text-sm">
        <AuthLink to="/">{t('auth.back_to_sign_in')}</AuthLink>
      </p>
    </div>
  );
}

export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const { passwordMinLength } = useAuthConfig();
  const [registered, setRegistered] = useState<string | null>(null);
  const form = useForm({
    rules: { email: emailRules, password: passwordRules(passwordMinLength) },
    onSubmit: async (values) => {
      const email = String(values.email).trim();
      await signUpWithEmail(email, String(values.password), currentLanguage(i18n));
      return email;
    },
    onSuccess: setRegistered,
  });
  if (registered) return <CheckInbox email={registered} />;
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={t('auth.register_title')} text={t('auth.register_text')} />
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormField label={t('auth.email')} required error={form.fieldErrors.email}>
          <Input name="email" type="email" autoComplete="email" inputMode="email" />
        </FormField>
        <FormField
          label={t('auth.password')}
          required
          error={form.fieldErrors.password}
          hint={t('auth.password_hint', { count: passwordMinLength })}
        >
          <Input name="password" type="password" autoComplete="new-password" />
        </FormField>
        <FormMessage message={form.formError} />
        <Button type="submit" size="lg" disabled={form.submitting} className="w-full">
          {form.submitting ? t('auth.creating_account') : t('auth.create_account')}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {t('auth.have_account')} <AuthLink to="/">{t('auth.sign_in')}</AuthLink>
      </p>
    </div>
  );
}
