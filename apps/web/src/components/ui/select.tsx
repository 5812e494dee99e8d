import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldBase, focusRing } from './styles';

export interface SelectOption {
  value: string;
  label: string;
}

type RootProps = ComponentProps<typeof SelectPrimitive.Root>;
type TriggerProps = Omit<ComponentProps<typeof SelectPrimitive.Trigger>, 'children'>;

interface SelectProps extends TriggerProps {
  options: readonly SelectOption[];
  placeholder?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: RootProps['onValueChange'];
  required?: boolean;
}

export function Select({
  options,
  placeholder,
  name,
  value,
  defaultValue,
  onValueChange,
  required,
  className,
  ...trigger
}: SelectProps) {
  return (
    <SelectPrimitive.Root
      name={name}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      required={required}
    >
      <SelectPrimitive.Trigger
        className={cn(
          fieldBase,
          focusRing,
          'flex h-10 items-center justify-between gap-2 text-start data-placeholder:text-muted-foreground',
          className,
        )}
        {...trigger}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-lg animate-fade-in"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-default items-center rounded-md py-2 ps-8 pe-3 text-sm outline-none select-none data-highlighted:bg-accent data-highlighted:text-accent-foreground"
              >
                <SelectPrimitive.ItemIndicator className="absolute start-2 inline-flex">
                  <Check aria-hidden="true" className="size-4" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
