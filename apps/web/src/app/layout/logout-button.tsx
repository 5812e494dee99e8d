import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { signOut } from '@/features/auth/api/sign-out';
import { forgetThisBrowser } from '@/features/notifications/push/push-registration';

/**
 * Asks first (spec §5), then ends the session on the server and here; the cached queries go
 * with it (see providers) and the login screen shows at /.
 */
export function LogoutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      title={t('logout.confirm_title')}
      description={t('logout.confirm_text')}
      confirmLabel={t('logout.confirm')}
      onConfirm={() =>
        // This browser stops getting the user's pushes and forgets the pages kept offline.
        void forgetThisBrowser()
          .catch(() => undefined)
          .then(signOut)
          .then(() => navigate('/', { replace: true }))
      }
      trigger={
        <Button
          variant="ghost"
          className={cn(
            'w-full justify-start gap-3 px-3 text-muted-foreground hover:text-foreground',
            className,
          )}
        >
          <LogOut aria-hidden="true" />
          {t('logout.button')}
        </Button>
      }
    />
  );
}
