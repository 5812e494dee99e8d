import { Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorToastText } from '@/lib/api-client';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { useRenewSubscription, useRevokeSubscription, useSubscription } from '../api/calendar';

/**
 * Settings: the secret calendar address (issue 14) that Google Calendar, Apple Calendar or
 * Thunderbird subscribe to, with copy, regenerate (the old address stops) and revoke.
 */
export function SubscriptionPanel() {
  const { t } = useTranslation();
  const urlId = useId();
  const subscription = useSubscription();
  const renew = useRenewSubscription();
  const revoke = useRevokeSubscription();
  const failed = (error: unknown) => toast({ ...errorToastText(error, t), variant: 'destructive' });
  const url = subscription.data?.url;
  const copy = () =>
    copyText(url).then(
      () => toast({ title: t('Copied') }),
      (error: unknown) => failed(error),
    );
  return (
    <Card className="flex flex-col gap-4 p-4 xs:p-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{t('calendar.subscription.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('calendar.subscription.text')}</p>
      </div>
      {subscription.isPending && <Skeleton className="h-10 w-full" />}
      {subscription.isSuccess && url && (
        <div className="flex flex-col gap-2">
          <label htmlFor={urlId} className="text-sm font-medium">
            {t('calendar.subscription.address')}
          </label>
          <div className="flex flex-col gap-2 xs:flex-row">
            <Input
              id={urlId}
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
              className="font-mono text-xs"
            />
            <Button variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {t('calendar.subscription.copy')}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{t('calendar.subscription.secret')}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {subscription.isSuccess && !url && (
          <Button
            onClick={() => renew.mutate(undefined, { onError: failed })}
            disabled={renew.isPending}
          >
            {t('calendar.subscription.create')}
          </Button>
        )}
        {url && (
          <>
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={renew.isPending}>
                  <RefreshCw aria-hidden="true" />
                  {t('calendar.subscription.regenerate')}
                </Button>
              }
              title={t('calendar.subscription.regenerate_title')}
              description={t('calendar.subscription.regenerate_text')}
              confirmLabel={t('calendar.subscription.regenerate')}
              onConfirm={() => renew.mutate(undefined, { onError: failed })}
            />
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={revoke.isPending}>
                  <Trash2 aria-hidden="true" />
                  {t('calendar.subscription.revoke')}
                </Button>
              }
              title={t('calendar.subscription.revoke_title')}
              description={t('calendar.subscription.revoke_text')}
              confirmLabel={t('calendar.subscription.revoke')}
              destructive
              onConfirm={() => revoke.mutate(undefined, { onError: failed })}
            />
          </>
        )}
      </div>
      {subscription.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('calendar.subscription.load_failed')}
        </p>
      )}
    </Card>
  );
}
