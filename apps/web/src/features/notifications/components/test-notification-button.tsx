import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorToastText } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSendTestNotification } from '../api/send-test-notification';

/** Checks the notification path end to end (and push, once it exists). */
export function TestNotificationButton() {
  const { t } = useTranslation();
  const send = useSendTestNotification();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={send.isPending}
      onClick={() =>
        send.mutate(false, {
          onSuccess: () => toast({ title: t('notifications.test_sent') }),
          onError: (error) => toast({ ...errorToastText(error, t), variant: 'destructive' }),
        })
      }
    >
      <BellRing aria-hidden="true" />
      {t('notifications.send_test')}
    </Button>
  );
}
