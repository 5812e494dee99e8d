import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CreateUserBody } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useAuthConfig } from '@/shared/session/auth-config';
import { meQueryKey } from '@/lib/current-user';
import { startSession } from '@/lib/session';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { createInvitedUser, useActivationCheck } from '../api/activation';
import { passwordRules } from '../auth-rules';
import { ScreenHeading } from '@/components/ui/screen-heading';

const activateRules = rulesOf(CreateUserBody.pick({ name: true, username: true }));

interface ActivateProps {
  /** Where the new account goes on (the onboarding's role step); home by default. */
  nextPath?: string;
  /** Told the new user's id before going on (the app lets them finish onboarding). */
  onActivated?: (userId: string) => void;
}

function ActivateFields({
  token,
  email,
  nextPath = '/',
  onActivated,
}: { token: string; email: string } & ActivateProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { passwordMinLength } = useAuthConfig();
  const form = useForm({
    formKey: 'activate',
    rules: {
      ...activateRules,
      password: passwordRules(passwordMinLength),
    },
    onSubmit: async (values) => {
      const { token: sessionToken, user } = await createInvitedUser({
        name: String(values.name).trim(),
        username: String(values.username).trim(),
        password: String(values.password),
        token,
        // The language this screen (and the invitation mail) was in stays the account's.
        language: currentLanguage(i18n),
      });
      queryClient.setQueryData(meQueryKey, user);
      startSession(sessionToken, user.id);
      onActivated?.(user.id);
    },
    onSuccess: () => void navigate(nextPath, { replace: true }),
  });
  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <FormField label={t('auth.email')} hint={t('auth.activate_email_hint')}>
        <Input value={email} readOnly className="bg-muted" />
      </FormField>
      <FormField label={t('user.name')} required error={form.fieldErrors.name}>
        <Input name="name" autoComplete="name" />
      </FormField>
      <FormField
        label={t('user.username')}
        required
        error={form.fieldErrors.username}
        hint={t('user.username_hint')}
      >
        <Input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} />
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
  );
}

/** Spec §2: the token is checked first; a missing or invalid one sends the visitor to /. */
export function ActivateForm(props: ActivateProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('k') ?? '';
  const check = useActivationCheck(token);
  if (token === '') return <Navigate to="/" replace />;
  if (check.isError && check.error instanceof ApiError && check.error.status === 404)
    return <Navigate to="/" replace />;
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={t('auth.activate_title')} text={t('auth.activate_text')} />
      {check.isPending && (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      )}
      {check.isError && (
        <Notice variant="error">
          {t('message.unexpected_error')}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void check.refetch()}>
            {t('list.retry')}
          </Button>
        </Notice>
      )}
      {check.isSuccess && <ActivateFields token={token} email={check.data.email} {...props} />}
    </div>
  );
}
