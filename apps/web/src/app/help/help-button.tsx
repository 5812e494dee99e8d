import { CircleHelp } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { useCurrentPageTitle } from '@/lib/page-title';
import { HelpText } from './help-text';

const navLook = cn(
  'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
  focusRing,
);

/**
 * Help for the current screen (issue 16): an icon button in a header, or an item of the side
 * navigation on a desktop, that opens the screen's help text in a dialog.
 */
export function HelpButton({ look = 'icon' }: { look?: 'icon' | 'nav' }) {
  const { t } = useTranslation();
  const title = useCurrentPageTitle();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {look === 'icon' ? (
          <Button variant="ghost" size="icon" aria-label={t('help_dialog.open')}>
            <CircleHelp aria-hidden="true" className="size-5!" />
          </Button>
        ) : (
          <button type="button" className={navLook}>
            <CircleHelp aria-hidden="true" className="size-[18px] shrink-0" />
            <span className="flex-1 truncate text-start">{t('help_dialog.open')}</span>
          </button>
        )}
      </DialogTrigger>
      {open && (
        <DialogContent
          title={t('help_dialog.title')}
          description={title || undefined}
          className="max-w-lg"
        >
          <Suspense fallback={<Spinner className="self-center" />}>
            <HelpText onNavigate={() => setOpen(false)} />
          </Suspense>
        </DialogContent>
      )}
    </Dialog>
  );
}
