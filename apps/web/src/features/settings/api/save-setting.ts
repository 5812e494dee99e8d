import { useTranslation } from 'react-i18next';
import type { PatchUserBody } from '@kozos/contract';
import { errorToastText } from '@/lib/api-client';
import { usePatchMe } from '@/lib/current-user';
import { toast } from '@/lib/toast';

/** Switches and choices save as soon as they change, each with the "Saved" toast. */
export function useSaveSetting() {
  const { t } = useTranslation();
  const patch = usePatchMe();
  const save = (body: PatchUserBody, onSaved?: () => void) =>
    patch.mutate(body, {
      onSuccess: () => {
        toast({ title: t('Saved') });
        onSaved?.();
      },
      onError: (error) => toast({ ...errorToastText(error, t), variant: 'destructive' }),
    });
  return { save, saving: patch.isPending };
}
