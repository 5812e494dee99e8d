import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { endOnboarding } from '../progress';

export function SuccessStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center gap-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <PartyPopper aria-hidden="true" className="size-7" />
      </span>
      <ScreenHeading title={t('onboarding.success_title')} text={t('onboarding.success_text')} />
      <Button
        size="lg"
        className="w-full"
        onClick={() => {
          endOnboarding();
          void navigate('/', { replace: true });
        }}
      >
        {t('onboarding.go_to_app')}
      </Button>
    </div>
  );
}
