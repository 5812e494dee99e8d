import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Password } from '@kozos/contract';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { useAuthConfig } from '@/shared/session/auth-config';
import { ruleOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { rules } from '@/lib/validation';
import { changePassword } from '../api/change-password';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { passwordMinLength } = useAuthConfig();
  const form = useForm({
    rules: {
      currentPassword: [rules.required()],
      newPassword: [ruleOf(Password), rules.minLength(passwordMinLength)],
      repeatPassword: [
        rules.required(),
        rules.sameAs('newPassword', 'validation.passwords_do_not_match'),
      ],
    },
    successMessage: 'Password_changed',
    onSubmit: (values) =>
      changePassword(String(values.currentPassword), String(values.newPassword)),
    onSuccess: () => void navigate('/settings'),
  });
  return (
    <Card className="p-4 xs:p-5">
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormField
          label={t('settings.current_password')}
          required
          error={form.fieldErrors.currentPassword}
        >
          <Input name="currentPassword" type="password" autoComplete="current-password" />
        </FormField>
        <FormField
          label={t('auth.new_password')}
          required
          error={form.fieldErrors.newPassword}
          hint={t('auth.password_hint', { count: passwordMinLength })}
        >
          <Input name="newPassword" type="password" autoComplete="new-password" />
        </FormField>
        <FormField
          label={t('settings.repeat_password')}
          required
          error={form.fieldErrors.repeatPassword}
        >
          <Input name="repeatPassword" type="password" autoComplete="new-password" />
        </FormField>
        <p className="text-sm text-muted-foreground">{t('settings.change_password_note')}</p>
        <FormMessage message={form.formError} />
        <FormFooter submitLabel={t('settings.change_password')} submitting={form.submitting} />
      </form>
    </Card>
  );
}
