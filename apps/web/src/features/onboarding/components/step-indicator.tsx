import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { stepOf } from '../steps';

export function StepIndicator() {
  const { t } = useTranslation();
  const { step, total: totalSteps } = stepOf(useLocation().pathname);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('onboarding.step', { step, total: totalSteps })}
      </p>
      <div aria-hidden="true" className="flex gap-1.5">
        {Array.from({ length: totalSteps }, (_, index) => (
          <span
            key={index}
            className={cn(
              'h-1.5 flex-1 rounded-full transition-colors',
              index < step ? 'bg-primary' : 'bg-muted',
            )}
          />
        ))}
      </div>
    </div>
  );
}
