import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from './styles';

export interface RadioCardOption<T extends string> {
  value: T;
  label: string;
  description?: ReactNode;
  icon?: ReactNode;
}

interface RadioCardsProps<T extends string> {
  /** Accessible name of the group; shown unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  name?: string;
  value: T | '';
  options: readonly RadioCardOption<T>[];
  onValueChange: (value: T) => void;
  disabled?: boolean;
  columns?: 1 | 2;
  error?: string | undefined;
}

/**
 * Choices as cards (a role, a date format). Each radio is named by its label alone and
 * described by its description (ids use the index: values may hold spaces), so tests and screen readers find it as "Consumer".
 */
export function RadioCards<T extends string>({
  label,
  hideLabel,
  name,
  value,
  options,
  onValueChange,
  disabled,
  columns = 1,
  error,
}: RadioCardsProps<T>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className={cn('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </span>
      <RadioGroup.Root
        name={name}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        value={value}
        disabled={disabled}
        onValueChange={(next) => {
          const option = options.find((candidate) => candidate.value === next);
          if (option) onValueChange(option.value);
        }}
        className={cn('grid gap-2', columns === 2 && 'xs:grid-cols-2')}
      >
        {options.map((option, index) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            aria-labelledby={`${id}-${index}`}
            aria-describedby={option.description ? `${id}-${index}-text` : undefined}
            className={cn(
              'group flex w-full items-start gap-3 rounded-xl border border-border bg-card p-3.5 text-start transition-colors hover:border-primary/50 hover:bg-muted/50 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary data-[state=checked]:bg-accent/60',
              focusRing,
            )}
          >
            {option.icon && (
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground [&_svg]:size-5">
                {option.icon}
              </span>
            )}
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span id={`${id}-${index}`} className="font-semibold">
                {option.label}
              </span>
              {option.description && (
                <span id={`${id}-${index}-text`} className="text-sm text-muted-foreground">
                  {option.description}
                </span>
              )}
            </span>
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-input group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary"
            >
              <Check className="size-3 text-primary-foreground opacity-0 group-data-[state=checked]:opacity-100" />
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
