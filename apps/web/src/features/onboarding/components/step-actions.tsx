import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';

interface StepActionsProps {
  backTo: string;
  nextDisabled?: boolean;
  saving?: boolean;
}

/** Back and Next at the foot of a step; Next submits the step's form. */
export function StepActions({ backTo, nextDisabled, saving }: StepActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="mt-2 flex items-center justify-between gap-3">
      <Button variant="outline" size="lg" onClick={() => void navigate(backTo)}>
        <ArrowLeft aria-hidden="true" />
        {t('onboarding.back')}
      </Button>
      <Button type="submit" size="lg" disabled={nextDisabled || saving}>
        {saving ? t('common.saving') : t('onboarding.next')}
        {!saving && <ArrowRight aria-hidden="true" />}
      </Button>
    </div>
  );
}
