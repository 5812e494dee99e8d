import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { useAuthConfig } from '@/shared/session/auth-config';
import { useForm } from '@/lib/use-form';
import { resetPassword } from '../api/password-reset';
import { passwordRules } from '../auth-rules';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { AuthLink } from './auth-links';

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <>
      <Notice variant="error">{t('auth.notice.invalid_reset_link')}</Notice>
      <p className="text-center text-sm">
        <AuthLink to="/forgotpassword">{t('auth.request_new_link')}</AuthLink>
      </p>
    </>
  );
}

export function ResetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { passwordMinLength } = useAuthConfig();
  const form = useForm({
    rules: { newPassword: passwordRules(passwordMinLength) },
    onSubmit: (values) => resetPassword(token, String(values.newPassword)),
    onSuccess: () => void navigate('/?reset=1', { replace: true }),
  });
  const linkBroken = params.has('error') || token === '';
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={t('auth.reset_title')} text={t('auth.reset_text')} />
      {linkBroken ? (
        <InvalidLink />
      ) : (
        <form {...form.formProps} className="flex flex-col gap-4">
          <FormField
            label={t('auth.new_password')}
            required
            error={form.fieldErrors.newPassword}
            hint={t('auth.password_hint', { count: passwordMinLength })}
          >
            <Input name="newPassword" type="password" autoComplete="new-password" />
          </FormField>
          <FormMessage message={form.formError} />
          {form.formError && (
            <p className="text-center text-sm">
              <AuthLink to="/forgotpassword">{t('auth.request_new_link')}</AuthLink>
            </p>
          )}
          <Button type="submit" size="lg" disabled={form.submitting} className="w-full">
            {t('auth.set_new_password')}
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <AuthLink to="/">{t('auth.back_to_sign_in')}</AuthLink>
      </p>
    </div>
  );
}
