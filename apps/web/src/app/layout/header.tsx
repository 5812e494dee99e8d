import { Bell, Menu, PanelRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useUnreadCount } from '@/features/notifications/use-unread-count';
import { cn } from '@/lib/cn';
import { useCurrentPageTitle } from '@/lib/page-title';
import { useScrolledPast } from '@/lib/scroll';
import { HelpButton } from '../help/help-button';
import { Brand } from './brand';
import { UnreadBadge } from './unread-badge';

const headerBadgeId = 'header-unread-badge';

interface HeaderProps {
  onOpenMenu: () => void;
  onOpenPanel: () => void;
}

/** Shown up to 1280 px, where the navs are drawers. Under 800 px the page title replaces the brand after 60 px of scroll. */
export function Header({ onOpenMenu, onOpenPanel }: HeaderProps) {
  const { t } = useTranslation();
  const title = useCurrentPageTitle();
  const unread = useUnreadCount();
  const showTitle = useScrolledPast(60) && title !== '';
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75 print:hidden">
      <div className="mx-auto flex h-14 max-w-content items-center gap-2 px-2 xs:px-4">
        <Button variant="ghost" size="icon" aria-label={t('nav.open_menu')} onClick={onOpenMenu}>
          <Menu aria-hidden="true" className="size-5!" />
        </Button>
        <div className="flex min-w-0 flex-1 justify-center">
          <Brand className={cn(showTitle && 'hidden md:inline-flex')} />
          {/* Rendered only when shown, so the page's own h1 stays the one text match for it. */}
          {showTitle && (
            <span aria-hidden="true" className="truncate text-base font-semibold md:hidden">
              {title}
            </span>
          )}
        </div>
        <HelpButton />
        {/* Notifications one tap away on phones, not behind the panel. */}
        <Button
          asChild
          variant="ghost"
          size="icon"
          aria-describedby={unread > 0 ? headerBadgeId : undefined}
          className="relative"
        >
          <Link to="/notifications" aria-label={t('nav.notifications')}>
            <Bell aria-hidden="true" className="size-5!" />
            <UnreadBadge
              id={headerBadgeId}
              unread={unread}
              size="sm"
              className="absolute -top-1 -right-1.5"
            />
          </Link>
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('nav.open_panel')} onClick={onOpenPanel}>
          <PanelRight aria-hidden="true" className="size-5!" />
        </Button>
      </div>
    </header>
  );
}
