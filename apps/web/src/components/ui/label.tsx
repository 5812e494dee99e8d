import type { ComponentProps, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface LabelProps extends ComponentProps<'label'> {
  /** Spec §5: required fields carry a red asterisk. */
  required?: boolean;
}

/**
 * The asterisk sits beside the <label>, not inside it, so the field's accessible name is the
 * label text alone ("Name", not "Name *"); assistive technology hears "required" from the
 * input's aria-required instead.
 */
export function Label({ className, children, required, onMouseDown, ...props }: LabelProps) {
  const { t } = useTranslation();
  // As Radix's Label (left out: the login form's fields use this, decision 064): a double click
  // on the label does not select its text, unless it lands on a control inside it.
  const keepSelection = (event: MouseEvent<HTMLLabelElement>) => {
    if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
    onMouseDown?.(event);
    if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
  };
  const label = (
    <label
      className={cn('text-sm leading-none font-medium text-foreground', className)}
      {...props}
      onMouseDown={keepSelection}
    >
      {children}
    </label>
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
