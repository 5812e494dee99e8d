import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { focusRing } from '@/components/ui/styles';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useForm } from '@/lib/use-form';
import { rules } from '@/lib/validation';
import { signInWithEmail } from '../api/sign-in';
import { emailRules } from '../auth-rules';
import { ResendVerificationButton } from './resend-verification-button';

/** E-mail and password; an unverified address gets a way to have the link sent again. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const lastEmail = useRef('');
  const [unverified, setUnverified] = useState<string | null>(null);
  const form = useForm({
    rules: { email: emailRules, password: [rules.required()] },
    onSubmit: async (values) => {
      lastEmail.current = String(values.email).trim();
      setUnverified(null);
      await signInWithEmail(lastEmail.current, String(values.password));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.message === 'email_not_verified')
        setUnverified(lastEmail.current);
    },
    onSuccess: onSignedIn,
  });
  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <FormField label={t('auth.email')} required error={form.fieldErrors.email}>
        <Input name="email" type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <FormField label={t('auth.password')} required error={form.fieldErrors.password}>
          <Input name="password" type="password" autoComplete="current-password" />
        </FormField>
        <Link
          to="/forgotpassword"
          className={cn(
            'self-end rounded text-sm font-medium text-primary underline-offset-4 hover:underline',
            focusRing,
          )}
        >
          {t('auth.forgot_password_link')}
        </Link>
      </div>
      <FormMessage message={form.formError} />
      {unverified && <ResendVerificationButton email={unverified} />}
      <Button type="submit" size="lg" disabled={form.submitting} className="w-full">
        {form.submitting ? t('auth.signing_in') : t('auth.sign_in')}
      </Button>
    </form>
  );
}
