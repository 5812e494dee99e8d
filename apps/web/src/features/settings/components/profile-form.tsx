import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PatchUserBody } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { useCurrentUser, usePatchMe } from '@/lib/current-user';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { ProfilePicture } from './profile-picture';
import { SettingsSection } from './settings-section';

// The onboarding's username step asks the same, under the same contract rules.
const profileRules = rulesOf(PatchUserBody.pick({ username: true, name: true }).required());

/** The section "Edit profile" leads to (`/settings#profile`). */
export const profileSectionId = 'profile';

/**
 * Name and username after onboarding, under the same rules as there; a taken username comes
 * back as the server's 409 username_taken on the field.
 */
export function ProfileForm() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const patch = usePatchMe();
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // "Edit profile" lands here: show the fields and put the cursor in the first.
    if (hash !== `#${profileSectionId}`) return;
    section.current?.scrollIntoView?.({ block: 'start' });
    section.current?.querySelector('input')?.focus();
  }, [hash]);
  const form = useForm({
    rules: profileRules,
    successMessage: 'Saved',
    onSubmit: (values) =>
      patch.mutateAsync({
        name: String(values.name ?? '').trim(),
        username: String(values.username ?? '').trim(),
      }),
  });
  return (
    <div id={profileSectionId} ref={section} className="scroll-mt-20">
      <SettingsSection title={t('settings.profile')} description={t('settings.profile_text')}>
        <ProfilePicture />
        <form {...form.formProps} className="grid gap-4 xs:grid-cols-2">
          <FormField label={t('user.name')} required error={form.fieldErrors.name}>
            <Input name="name" defaultValue={me.name} autoComplete="name" />
          </FormField>
          <FormField
            label={t('user.username')}
            required
            error={form.fieldErrors.username}
            hint={t('user.username_hint')}
          >
            <Input
              name="username"
              defaultValue={me.username ?? ''}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          </FormField>
          <FormMessage message={form.formError} className="xs:col-span-2" />
          <div className="flex justify-end xs:col-span-2">
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? t('common.saving') : t('common.save')}
            </Button>
          </div>
        </form>
      </SettingsSection>
    </div>
  );
}
