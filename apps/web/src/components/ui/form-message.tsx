import { cn } from '@/lib/cn';

/** The form-level message of a failed submit (spec §8), announced to screen readers. */
export function FormMessage({
  message,
  className,
}: {
  message: string | null;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={cn(
        'rounded-lg bg-destructive/10 px-3 py-2 text-sm font-medium text-danger',
        className,
      )}
    >
      {message}
    </p>
  );
}
