import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appVersion, type Language } from '@kozos/contract';
import { CountBadge } from '@/components/ui/count-badge';
import { useOpenReportCount, useReviewAccess } from '@/features/comments/api/reports';
import { useUnreadCount } from '@/features/notifications/use-unread-count';
import { saveLanguage } from '@/features/settings/language-reload';
import { errorToastText } from '@/lib/api-client';
import { useOptionalCurrentUser, usePatchMe } from '@/lib/current-user';
import { changeLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { LanguageSwitch } from './language-switch';
import { LogoutButton } from './logout-button';
import { reportsNavItem, rightNavItems } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { ThemeSwitch } from './theme-switch';
import { UnreadBadge } from './unread-badge';

const unreadBadgeId = 'nav-unread-badge';
const reportsBadgeId = 'nav-reports-badge';

/** Reports, for group admins and the site administrator, with the count of open ones. */
function ReportsNavEntry({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { canReview } = useReviewAccess();
  const open = useOpenReportCount(canReview);
  if (!canReview) return null;
  return (
    <li className="relative">
      <NavLinkItem
        item={reportsNavItem}
        onNavigate={onNavigate}
        describedBy={open > 0 ? reportsBadgeId : undefined}
      />
      {open > 0 && (
        <span
          id={reportsBadgeId}
          role="img"
          aria-label={t('nav.open_reports', { count: open })}
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2"
        >
          <CountBadge count={open} />
        </span>
      )}
    </li>
  );
}

/**
 * One language (decision 021): signed in, the panel's switch saves it on the account like the
 * settings screen does (spec §9: reload 400 ms later); signed out it switches this browser.
 */
function PanelLanguageSwitch() {
  const { t, i18n } = useTranslation();
  const me = useOptionalCurrentUser();
  const patch = usePatchMe();
  const [saving, setSaving] = useState(false);
  if (!me) return <LanguageSwitch />;
  const onSelect = (language: Language) => {
    setSaving(true);
    saveLanguage(language, {
      patch: patch.mutateAsync,
      apply: (next) => changeLanguage(i18n, next),
    }).catch((error: unknown) => {
      setSaving(false);
      toast({ ...errorToastText(error, t), variant: 'destructive' });
    });
  };
  return <LanguageSwitch onSelect={onSelect} disabled={saving} />;
}

export function RightNav({ onNavigate, help }: { onNavigate?: () => void; help?: ReactNode }) {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  return (
    // The settings controls live inside the nav too, so every part of the panel is in a landmark.
    <nav aria-label={t('nav.personal_label')} className="flex min-h-full flex-col gap-4 p-3">
      <ul className="flex flex-col gap-0.5">
        {rightNavItems.map((item) => (
          <li key={item.to} className="relative">
            {item.to === '/notifications' && unread > 0 ? (
              <>
                <NavLinkItem item={item} onNavigate={onNavigate} describedBy={unreadBadgeId} />
                {/* Beside the link, not in it, so the link's name stays "Notifications". */}
                <UnreadBadge
                  id={unreadBadgeId}
                  unread={unread}
                  className="absolute top-1/2 right-3 -translate-y-1/2"
                />
              </>
            ) : (
              <NavLinkItem item={item} onNavigate={onNavigate} />
            )}
          </li>
        ))}
        <ReportsNavEntry onNavigate={onNavigate} />
        {help && <li>{help}</li>}
      </ul>
      <div className="flex flex-col gap-4 border-t border-border px-1 pt-4">
        <ThemeSwitch />
        <PanelLanguageSwitch />
      </div>
      <div className="mt-auto flex flex-col gap-1 border-t border-border pt-3">
        <LogoutButton />
        <p className="px-3 text-xs text-muted-foreground">
          {t('nav.version', { version: appVersion })}
        </p>
      </div>
    </nav>
  );
}
