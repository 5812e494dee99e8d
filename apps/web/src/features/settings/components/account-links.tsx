import { ChevronRight, KeyRound, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { SettingsSection } from './settings-section';

const links: readonly { to: string; labelKey: string; icon: LucideIcon; danger?: boolean }[] = [
  { to: '/changepassword', labelKey: 'settings.change_password', icon: KeyRound },
  { to: '/deleteaccount', labelKey: 'settings.delete_account', icon: Trash2, danger: true },
];

export function AccountLinks() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.account')}>
      <ul className="-mx-2 flex flex-col">
        {links.map(({ to, labelKey, icon: Icon, danger }) => (
          <li key={to}>
            <Link
              to={to}
              className={cn(
                'flex h-11 items-center gap-3 rounded-lg px-2 text-sm font-medium hover:bg-muted',
                danger && 'text-danger',
                focusRing,
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              <span className="flex-1">{t(labelKey)}</span>
              <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
