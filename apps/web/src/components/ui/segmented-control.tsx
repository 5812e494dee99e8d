import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
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

// Arrow keys move to the neighbouring segment (wrapping), Home and End to the ends.
const steps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A radiogroup drawn as segments: operable by arrow keys and by role from tests. Written out
 * rather than Radix's RadioGroup, the same markup and keys (WAI-ARIA radio group: one tab stop,
 * arrows move and select), because the public layout's theme and language switches use it and
 * the login screen's JavaScript has a budget (decision 064).
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onValueChange,
  iconsOnly,
  disabled,
}: SegmentedControlProps<T>) {
  const labelId = useId();
  const radios = useRef<(HTMLButtonElement | null)[]>([]);
  const checkedIndex = options.findIndex((option) => option.value === value);
  const tabStop = checkedIndex === -1 ? 0 : checkedIndex;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // A radio is selected by Space or an arrow key; Enter would submit a surrounding form.
    if (event.key === 'Enter') return event.preventDefault();
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, options.length);
    radios.current[next]?.focus();
    const option = options[next];
    if (option && option.value !== value) onValueChange(option.value);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-xs font-medium text-muted-foreground">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-orientation="horizontal"
        data-disabled={disabled ? '' : undefined}
        className="flex rounded-lg bg-muted p-0.5 data-[disabled]:opacity-60"
      >
        {options.map((option, index) => {
          const checked = option.value === value;
          return (
            <button
              key={option.value}
              ref={(element) => {
                radios.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              data-state={checked ? 'checked' : 'unchecked'}
              data-disabled={disabled ? '' : undefined}
              disabled={disabled}
              tabIndex={index === tabStop ? 0 : -1}
              value={option.value}
              aria-label={option.label}
              title={iconsOnly ? option.label : undefined}
              lang={option.lang}
              onClick={() => {
                if (!checked) onValueChange(option.value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'flex h-8 flex-1 items-center justify-center gap-1 rounded-md text-xs font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm dark:data-[state=checked]:bg-accent dark:data-[state=checked]:text-accent-foreground [&_svg]:size-4',
                focusRing,
              )}
            >
              {option.icon}
              {!iconsOnly && <span>{option.label}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
