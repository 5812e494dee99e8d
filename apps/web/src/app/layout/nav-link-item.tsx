import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import type { NavItem } from './nav-items';

function isActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  // Calendar links to its month view but stays active on the day and week views too.
  const section = item.to.split('/')[1] ?? '';
  return pathname === `/${section}` || pathname.startsWith(`/${section}/`);
}

interface NavLinkItemProps {
  item: NavItem;
  badge?: ReactNode;
  /** Id of an element beside the link that describes it (the unread badge). */
  describedBy?: string;
  /** Called on click, so a drawer closes even when the link is the current page. */
  onNavigate?: () => void;
}

export function NavLinkItem({ item, badge, describedBy, onNavigate }: NavLinkItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      aria-current={active ? 'page' : undefined}
      aria-describedby={describedBy}
      onClick={onNavigate}
      className={cn(
        'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
        active
          ? 'bg-accent text-accent-foreground'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        focusRing,
      )}
    >
      <Icon aria-hidden="true" className={cn('size-[18px] shrink-0', active && 'text-primary')} />
      <span className="flex-1 truncate">{t(item.labelKey)}</span>
      {badge}
    </NavLink>
  );
}
