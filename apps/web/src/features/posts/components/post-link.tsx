import { ExternalLink } from 'lucide-react';
import { isHttpUrl } from '@kozos/contract';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';

function shortUrl(url: string): string {
  const { host, pathname } = new URL(url);
  const path = pathname === '/' ? '' : pathname;
  return `${host.replace(/^www\./, '')}${path}`;
}

/**
 * A post's link, only when it is http(s): anything else (`javascript:`, `data:`) would run in
 * the reader's page, so it is not rendered at all. Opens in a new tab without an opener.
 */
export function PostLink({ link }: { link: string | null }) {
  if (!link || !isHttpUrl(link)) return null;
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline',
        focusRing,
      )}
    >
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{shortUrl(link)}</span>
    </a>
  );
}
