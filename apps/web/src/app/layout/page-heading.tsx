import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';

interface PageHeadingProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The page's h1; also names the page for the header and the browser tab. */
export function PageHeading({ title, description, actions }: PageHeadingProps) {
  usePageTitle(title);
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight xs:text-3xl">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {actions}
    </div>
  );
}
