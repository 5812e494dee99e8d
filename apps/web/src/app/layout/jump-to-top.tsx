import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { scrollToTop, useScrolledPast } from '@/lib/scroll';

/** Appears after 200 px of scroll (spec §9); sits left of the desktop right sidebar. */
export function JumpToTop() {
  const { t } = useTranslation();
  if (!useScrolledPast(200)) return null;
  return (
    <Button
      size="icon"
      aria-label={t('nav.jump_to_top')}
      onClick={scrollToTop}
      className="fixed right-4 bottom-4 z-20 rounded-full shadow-lg animate-fade-in desk:right-[calc(var(--spacing-nav)+1.5rem)] print:hidden"
    >
      <ArrowUp aria-hidden="true" className="size-5!" />
    </Button>
  );
}
