import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { PushRegistration } from './use-push-registration';

/**
 * What push notifications do on this device, under the settings switch (spec §8): blocked
 * permission says how to unblock it, a failed registration shows message.unexpected_error
 * with Retry, and a device not yet asked offers a button (permission only ever from a click).
 */
export function PushStatus({ push, enabled }: { push: PushRegistration; enabled: boolean }) {
  const { t } = useTranslation();
  const { state } = push;
  if (!enabled) return null;
  if (state.permission === 'unsupported') {
    return <p className="text-xs text-muted-foreground">{t('push.unsupported')}</p>;
  }
  if (state.permission === 'denied') {
    return (
      <Notice variant="warning" title={t('push.blocked_title')}>
        {t('push.blocked_text')}
      </Notice>
    );
  }
  if (state.status === 'failed') {
    return (
      <Notice variant="error" title={t('message.unexpected_error')}>
        <div>
          <Button size="sm" variant="outline" onClick={() => void push.enable()}>
            {t('push.retry')}
          </Button>
        </div>
      </Notice>
    );
  }
  if (state.status === 'working') {
    // Not "on" before the server has the subscription: asking, subscribing, registering.
    return (
      <p role="status" className="flex items-center gap-2 text-xs text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('push.working')}
      </p>
    );
  }
  if (state.status === 'registered' || state.permission === 'granted') {
    return <p className="text-xs text-muted-foreground">{t('push.on_this_device')}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button size="sm" variant="outline" onClick={() => void push.enable()}>
        {t('push.allow')}
      </Button>
      <span className="text-xs text-muted-foreground">{t('push.allow_hint')}</span>
    </div>
  );
}
