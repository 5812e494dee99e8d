import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { EventResponse, SeriesScope } from '@kozos/contract';
import { Button, buttonVariants } from '@/components/ui/button';
import { errorToastText } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteEvent } from '../api/events';

/**
 * Delete, asked first (spec §5). A repeated event asks "only this one" or "this and the
 * following" (issue 14) with one button each.
 */
export function DeleteEventButton({
  event,
  onDeleted,
}: {
  event: EventResponse;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteEvent(event.id);
  const run = (scope: SeriesScope) =>
    remove.mutate(scope, {
      onSuccess: () => {
        toast({ title: t('Deleted') });
        onDeleted();
      },
      onError: (error) => toast({ ...errorToastText(error, t), variant: 'destructive' }),
    });
  const action = buttonVariants({ variant: 'destructive' });
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
          {t('events.delete')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-overlay animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-xl animate-fade-in">
          <AlertDialog.Title className="text-lg font-semibold">
            {t('events.delete_title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {t(event.series ? 'events.delete_series_text' : 'events.delete_text', {
              name: event.name,
            })}
          </AlertDialog.Description>
          <div className="mt-2 flex flex-col-reverse gap-2 xs:flex-row xs:flex-wrap xs:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>
              {t('common.cancel')}
            </AlertDialog.Cancel>
            {event.series ? (
              <>
                <AlertDialog.Action onClick={() => run('this')} className={action}>
                  {t('events.scope.this')}
                </AlertDialog.Action>
                <AlertDialog.Action onClick={() => run('following')} className={action}>
                  {t('events.scope.following')}
                </AlertDialog.Action>
              </>
            ) : (
              <AlertDialog.Action onClick={() => run('this')} className={action}>
                {t('events.delete')}
              </AlertDialog.Action>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
