import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

interface LabelProps extends ComponentProps<typeof LabelPrimitive.Root> {
  /** Spec §5: required fields carry a red asterisk. */
  required?: boolean;
}

export function Label({ className, children, required, ...props }: LabelProps) {
  const { t } = useTranslation();
  return (
    <LabelPrimitive.Root
      className={cn('text-sm leading-none font-medium text-foreground', className)}
      {...props}
    >
      {children}
      {required && (
        <>
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
          <span className="sr-only"> ({t('form.required')})</span>
        </>
      )}
    </LabelPrimitive.Root>
  );
}
