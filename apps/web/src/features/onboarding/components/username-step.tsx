import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PatchUserBody } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { meQueryKey, useCurrentUser, usePatchMe } from '@/lib/current-user';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { onboardingPaths } from '../steps';
import { StepActions } from './step-actions';

// PATCH takes any subset; this step always sends both.
const usernameStepRules = rulesOf(PatchUserBody.pick({ username: true, name: true }).required());

export function UsernameStep() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const patch = usePatchMe();
  // Spec §2: Next stays disabled while the username is empty.
  const [username, setUsername] = useState(me.username ?? '');
  const form = useForm({
    rules: usernameStepRules,
    onSubmit: async (values) => {
      await patch.mutateAsync({
        username: String(values.username).trim(),
        name: String(values.name).trim(),
      });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onSuccess: () => void navigate(onboardingPaths.role),
  });
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={t('onboarding.username_title')} text={t('onboarding.username_text')} />
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormField
          label={t('user.username')}
          required
          error={form.fieldErrors.username}
          hint={t('user.username_hint')}
        >
          <Input
            name="username"
            defaultValue={me.username ?? ''}
            onChange={(event) => setUsername(event.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        </FormField>
        <FormField label={t('user.name')} required error={form.fieldErrors.name}>
          <Input name="name" defaultValue={me.name} autoComplete="name" />
        </FormField>
        <FormMessage message={form.formError} />
        <StepActions
          backTo={onboardingPaths.welcome}
          nextDisabled={username.trim() === ''}
          saving={form.submitting}
        />
      </form>
    </div>
  );
}
