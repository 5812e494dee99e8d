import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';

interface SettingRowProps {
  label: string;
  hint?: ReactNode;
  /** The control (a switch); it gets the id and is described by the hint. */
  children: ReactElement;
}

/** A label and hint on the left, a switch on the right. */
export function SettingRow({ label, hint, children }: SettingRowProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <Slot.Root id={id} aria-describedby={hint ? `${id}-hint` : undefined}>
        {children}
      </Slot.Root>
    </div>
  );
}
