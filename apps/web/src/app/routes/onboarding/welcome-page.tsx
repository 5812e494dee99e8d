import { useTranslation } from 'react-i18next';
import { WelcomeStep } from '@/features/onboarding/components/welcome-step';
import { errorToastText } from '@/lib/api-client';
import { usePatchMe } from '@/lib/current-user';
import { toast } from '@/lib/toast';
import { LanguageSwitch } from '../../layout/language-switch';
import { LogoutButton } from '../../layout/logout-button';

/** /start: the language picked here is saved on the user too (mails come in it). */
export function WelcomePage() {
  const { t } = useTranslation();
  const patch = usePatchMe();
  return (
    <WelcomeStep
      languageSwitch={
        <LanguageSwitch
          onChange={(language) =>
            patch.mutate(
              { language },
              {
                onError: (error) => toast({ ...errorToastText(error, t), variant: 'destructive' }),
              },
            )
          }
        />
      }
      logoutButton={<LogoutButton className="w-auto" />}
    />
  );
}
