import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';

/** A quiet text link between signed-out screens ("Create an account", "Back to sign in"). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={cn(
        'rounded font-medium text-primary underline-offset-4 hover:underline',
        focusRing,
      )}
    >
      {children}
    </Link>
  );
}
