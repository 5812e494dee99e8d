import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button, type ButtonProps } from './button';

interface FormFooterProps {
  submitLabel: string;
  submitting: boolean;
  /** Shown on the submit button while the form is submitting; "Saving…" unless given. */
  submittingLabel?: string;
  /** A Cancel button before the submit button; none without it. */
  onCancel?: () => void;
  /** E.g. `destructive` for a form whose submit deletes something. */
  submitVariant?: ButtonProps['variant'];
  /** An icon before the submit label. */
  icon?: ReactNode;
  className?: string;
}

/**
 * The foot of a form (spec §4 "submitting"): Cancel and submit at the right, the submit button
 * disabled with its in-progress label while the form submits. On a phone with Cancel the two
 * stack, submit on top, where the thumb is.
 */
export function FormFooter({
  submitLabel,
  submitting,
  submittingLabel,
  onCancel,
  submitVariant,
  icon,
  className,
}: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        onCancel ? 'flex flex-col-reverse gap-2 xs:flex-row xs:justify-end' : 'flex justify-end',
        className,
      )}
    >
      {onCancel && (
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      )}
      <Button type="submit" variant={submitVariant} disabled={submitting}>
        {icon}
        {submitting ? (submittingLabel ?? t('common.saving')) : submitLabel}
      </Button>
    </div>
  );
}
