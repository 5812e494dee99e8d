import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { connectivity } from '@/lib/connectivity';

/** Offline, the kept pages show under this notice; writes are refused with message.offline. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(connectivity.subscribe, connectivity.isOffline, () => false);
  if (!offline) return null;
  return (
    <div
      role="status"
      className="mb-5 flex items-center gap-3 rounded-xl border border-amber-500/70 bg-amber-50 px-3.5 py-3 text-sm text-amber-950 dark:border-amber-400/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {t('offline.notice')}
    </div>
  );
}
