import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';

/** The h1 of a screen outside the app layout (sign-in, onboarding); it names the tab too. */
export function ScreenHeading({ title, text }: { title: string; text?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="flex flex-col gap-1.5">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {text && <p className="text-muted-foreground">{text}</p>}
    </div>
  );
}
