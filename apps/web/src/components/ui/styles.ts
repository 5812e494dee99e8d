/** One visible focus ring for every interactive element (keyboard users must see focus). */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

export const fieldBase =
  'w-full rounded-lg border border-input bg-card px-3 text-base text-foreground placeholder:text-muted-foreground/80 transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger';
