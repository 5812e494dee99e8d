import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

interface LabelProps extends ComponentProps<typeof LabelPrimitive.Root> {
  /** Spec §5: required fields carry a red asterisk. */
  required?: boolean;
}

/**
 * The asterisk sits beside the <label>, not inside it, so the field's accessible name is the
 * label text alone ("Name", not "Name *"); assistive technology hears "required" from the
 * input's aria-required instead.
 */
export function Label({ className, children, required, ...props }: LabelProps) {
  const { t } = useTranslation();
  const label = (
    <LabelPrimitive.Root
      className={cn('text-sm leading-none font-medium text-foreground', className)}
      {...props}
    >
      {children}
    </LabelPrimitive.Root>
  );
  if (!required) return label;
  return (
    <span className="inline-flex items-baseline gap-0.5">
      {label}
      <span
        aria-hidden="true"
        title={t('form.required')}
        className="text-sm leading-none text-danger"
      >
        *
      </span>
    </span>
  );
}
