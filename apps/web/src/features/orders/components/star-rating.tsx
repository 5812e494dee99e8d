import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const stars = [1, 2, 3, 4, 5] as const;

/**
 * 1–5 stars as a radio group (native radios: arrow keys move and choose, each star is named
 * "4 stars" for screen readers); the stars up to the chosen one are filled.
 */
export function StarRating({
  defaultValue,
  error,
}: {
  defaultValue: number | null;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(defaultValue ?? 0);
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {t('orders.rating')}
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="flex gap-1"
      >
        {stars.map((star) => (
          <label
            key={star}
            className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="rating"
              value={star}
              defaultChecked={star === defaultValue}
              onChange={() => setValue(star)}
              aria-label={t('orders.stars', { count: star })}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-colors',
                star <= value
                  ? 'fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300'
                  : 'text-muted-foreground',
              )}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** Read-only stars ("4 of 5 stars"), for a given evaluation. */
export function StarsShown({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('orders.rating_of', { rating })}
      className={cn('inline-flex gap-0.5', className)}
    >
      {stars.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= Math.round(rating)
              ? 'fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300'
              : 'text-muted-foreground',
          )}
        />
      ))}
    </span>
  );
}
