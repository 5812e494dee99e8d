import { RadioGroup } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from './styles';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
  lang?: string;
}

interface SegmentedControlProps<T extends string> {
  label: string;
  value: T;
  options: readonly SegmentOption<T>[];
  onValueChange: (value: T) => void;
  /** Show only icons in the segments; the label stays the radio's accessible name. */
  iconsOnly?: boolean;
  disabled?: boolean;
}

/** A radiogroup drawn as segments: operable by arrow keys and by role from tests. */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onValueChange,
  iconsOnly,
  disabled,
}: SegmentedControlProps<T>) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-xs font-medium text-muted-foreground">
        {label}
      </span>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => {
          const option = options.find((candidate) => candidate.value === next);
          if (option) onValueChange(option.value);
        }}
        orientation="horizontal"
        disabled={disabled}
        className="flex rounded-lg bg-muted p-0.5 data-[disabled]:opacity-60"
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            aria-label={option.label}
            title={iconsOnly ? option.label : undefined}
            lang={option.lang}
            className={cn(
              'flex h-8 flex-1 items-center justify-center gap-1 rounded-md text-xs font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm dark:data-[state=checked]:bg-accent dark:data-[state=checked]:text-accent-foreground [&_svg]:size-4',
              focusRing,
            )}
          >
            {option.icon}
            {!iconsOnly && <span>{option.label}</span>}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
