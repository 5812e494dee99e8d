import { Unlink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { showErrorToast } from '@/lib/error-toast';
import { toast } from '@/lib/toast';
import { useRemoveConnection } from '../api/producers';

/** Ends a producer or dealer connection after asking; toast Deleted (spec §7). */
export function RemoveConnectionButton({
  id,
  name,
  side,
}: {
  id: string;
  name: string;
  side: 'producer' | 'dealer';
}) {
  const { t } = useTranslation();
  const remove = useRemoveConnection();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          aria-label={t('producers.remove_named', { name })}
        >
          <Unlink aria-hidden="true" />
          <span className="hidden xs:inline">{t('producers.remove')}</span>
        </Button>
      }
      title={t(`producers.remove_title_${side}`)}
      description={t(`producers.remove_text_${side}`, { name })}
      confirmLabel={t('producers.remove')}
      destructive
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: () => toast({ title: t('Deleted') }),
          onError: (error) => showErrorToast(error, t, 'producers.remove_failed'),
        })
      }
    />
  );
}
