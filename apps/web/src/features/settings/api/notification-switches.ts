import { type NotificationSwitchBody } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, errorToastText } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const switchesKey = ['notification-switches'] as const;

/** `GET /api/Notification/Switches`: the kinds I may turn off, each on or off (decision 087). */
export function useNotificationSwitches() {
  return useQuery({
    queryKey: switchesKey,
    queryFn: () => api.call(routes.getNotificationSwitches),
  });
}

/** `PUT /api/Notification/Switches`, saved as soon as a switch changes, with the "Saved" toast. */
export function useSaveNotificationSwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSwitchBody) =>
      api.call(routes.putNotificationSwitches, { body }),
    onSuccess: (switches) => {
      queryClient.setQueryData(switchesKey, switches);
      toast({ title: t('Saved') });
    },
    onError: (error) => toast({ ...errorToastText(error, t), variant: 'destructive' }),
  });
}
