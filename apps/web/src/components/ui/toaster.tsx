import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { dismissToast, toastDuration, useCurrentToast } from '@/lib/toast';
import { focusRing } from './styles';

/** Renders the one current toast of lib/toast; a new toast (new key) replaces the old one. */
export function Toaster() {
  const { t } = useTranslation();
  const current = useCurrentToast();
  const destructive = current?.variant === 'destructive';
  return (
    <Toast.Provider duration={toastDuration} swipeDirection="right" label={t('toast.label')}>
      {current && (
        <Toast.Root
          key={current.id}
          type={destructive ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          className={cn(
            'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg animate-fade-in',
            destructive
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="flex flex-1 flex-col gap-1">
            {current.title && (
              <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            )}
            {current.description && (
              <Toast.Description className="text-sm">{current.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={t('common.close')}
            className={cn(
              '-m-1 inline-flex size-7 items-center justify-center rounded-md hover:bg-foreground/10',
              focusRing,
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        label={t('toast.region')}
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] mx-auto flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:right-4 md:left-auto"
      />
    </Toast.Provider>
  );
}
