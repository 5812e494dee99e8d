import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Asks first (spec §5). Signing out itself arrives with the auth issue; confirming is a no-op. */
export function LogoutButton() {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('logout.confirm_title')}
      description={t('logout.confirm_text')}
      confirmLabel={t('logout.confirm')}
      onConfirm={() => undefined}
      trigger={
        <Button
          variant="ghost"
          className="w-full justify-start gap-3 px-3 text-muted-foreground hover:text-foreground"
        >
          <LogOut aria-hidden="true" />
          {t('logout.button')}
        </Button>
      }
    />
  );
}
