import { Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { onboardingPaths } from '../steps';

interface WelcomeStepProps {
  /** The app's language switch (English / Magyar), saved on the user by the page. */
  languageSwitch: ReactNode;
  logoutButton: ReactNode;
}

export function WelcomeStep({ languageSwitch, logoutButton }: WelcomeStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Sprout aria-hidden="true" className="size-6" />
      </span>
      <ScreenHeading title={t('onboarding.welcome_title')} text={t('onboarding.welcome_text')} />
      <div className="rounded-xl border border-border bg-muted/40 p-3.5">{languageSwitch}</div>
      <Button size="lg" className="w-full" onClick={() => void navigate(onboardingPaths.username)}>
        {t('onboarding.get_started')}
      </Button>
      <div className="flex justify-center">{logoutButton}</div>
    </div>
  );
}
