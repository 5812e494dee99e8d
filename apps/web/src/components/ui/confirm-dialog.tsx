import { AlertDialog } from 'radix-ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from './button';

interface ConfirmDialogProps {
  /** The button that opens it; leave out and pass `open` to open it from code. */
  trigger?: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel?: () => void;
  destructive?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Spec §5: leaving a group, promoting, kicking, deleting and logging out ask first. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  destructive,
  open,
  onOpenChange,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-overlay animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-xl animate-fade-in">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          <div className="mt-2 flex flex-col-reverse gap-2 xs:flex-row xs:justify-end">
            <AlertDialog.Cancel
              onClick={onCancel}
              className={buttonVariants({ variant: 'outline' })}
            >
              {t('common.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className={buttonVariants({ variant: destructive ? 'destructive' : 'primary' })}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * A confirmation asked from code: `await confirm()` resolves true on the confirm button and
 * false on cancel, Escape or a click outside. Spread `dialogProps` on a `ConfirmDialog`.
 */
export function useConfirm() {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);
  const settle = useCallback((confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setOpen(false);
  }, []);
  const confirm = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );
  return {
    confirm,
    dialogProps: {
      open,
      onOpenChange: (next: boolean) => {
        if (!next) settle(false);
      },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
    },
  };
}
