import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';

/** Two overlapping rings: members sharing one circle. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <circle
        cx="12.5"
        cy="16"
        r="6"
        fill="none"
        strokeWidth="2.5"
        className="stroke-primary-foreground"
      />
      <circle
        cx="19.5"
        cy="16"
        r="6"
        fill="none"
        strokeWidth="2.5"
        className="stroke-primary-foreground"
      />
    </svg>
  );
}

export function Brand({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight',
        focusRing,
        className,
      )}
    >
      <BrandMark />
      <span>{t('app.name')}</span>
    </Link>
  );
}
