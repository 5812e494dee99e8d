import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function BackToSettings() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" className="-ms-2 mb-2 self-start">
      <Link to="/settings">
        <ArrowLeft aria-hidden="true" />
        {t('settings.back')}
      </Link>
    </Button>
  );
}
