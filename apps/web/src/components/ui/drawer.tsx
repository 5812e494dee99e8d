import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DialogOverlay } from './dialog';

export const Drawer = DialogPrimitive.Root;
export const DrawerTrigger = DialogPrimitive.Trigger;
export const DrawerClose = DialogPrimitive.Close;

interface DrawerContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  side?: 'left' | 'right';
  /** Accessible name of the drawer; shown unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
}

/** A sheet sliding in from a side (spec §9: drawers are 200 px wide). */
export function DrawerContent({
  side = 'left',
  title,
  hideTitle,
  className,
  children,
  ...props
}: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 z-50 flex w-nav max-w-[85vw] flex-col overflow-y-auto bg-card text-card-foreground shadow-2xl outline-none',
          side === 'left'
            ? 'left-0 border-e border-border animate-slide-in-left'
            : 'right-0 border-s border-border animate-slide-in-right',
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Title
          className={cn('px-4 pt-4 text-base font-semibold', hideTitle && 'sr-only')}
        >
          {title}
        </DialogPrimitive.Title>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
