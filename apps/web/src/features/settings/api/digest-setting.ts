import { type DigestSettingBody } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, errorToastText } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const digestKey = ['digest'] as const;

/** `GET /api/Digest`: whether my daily summary mail is on. */
export function useDigestSetting() {
  return useQuery({
    queryKey: digestKey,
    queryFn: () => api.call(routes.getDigest),
  });
}

/** `PUT /api/Digest`, saved as soon as the switch changes, with the "Saved" toast. */
export function useSaveDigestSetting() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DigestSettingBody) => api.call(routes.putDigest, { body }),
    onSuccess: (setting) => {
      queryClient.setQueryData(digestKey, setting);
      toast({ title: t('Saved') });
    },
    onError: (error) => toast({ ...errorToastText(error, t), variant: 'destructive' }),
  });
}
