import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function Spinner({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn('inline-flex items-center text-primary', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
      <span className="sr-only">{t('common.loading')}</span>
    </span>
  );
}
