import {
  Bell,
  CalendarDays,
  CircleUser,
  HandCoins,
  House,
  Mail,
  Newspaper,
  Package,
  Settings,
  ShieldAlert,
  ShoppingBag,
  ShoppingCart,
  Store,
  Tag,
  Ticket,
  Tractor,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: LucideIcon;
}

/** Left navigation of spec §2: the community's shared spaces. */
export const leftNavItems: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: House },
  { to: '/posts', labelKey: 'nav.posts', icon: Newspaper },
  { to: '/events', labelKey: 'nav.events', icon: Ticket },
  { to: '/offers', labelKey: 'nav.market', icon: Store },
  { to: '/cart', labelKey: 'nav.cart', icon: ShoppingCart },
  { to: '/purchases', labelKey: 'nav.purchases', icon: ShoppingBag },
  { to: '/sales', labelKey: 'nav.sales', icon: HandCoins },
  { to: '/myoffers', labelKey: 'nav.myoffers', icon: Tag },
  { to: '/products', labelKey: 'nav.products', icon: Package },
  { to: '/producers', labelKey: 'nav.producers', icon: Tractor },
  { to: '/dealers', labelKey: 'nav.dealers', icon: Truck },
];

/** Right navigation of spec §2: the user's own things. Notifications get the unread badge. */
export const rightNavItems: readonly NavItem[] = [
  { to: '/calendar/month', labelKey: 'nav.calendar', icon: CalendarDays },
  { to: '/notifications', labelKey: 'nav.notifications', icon: Bell },
  { to: '/invitations', labelKey: 'nav.invitations', icon: Mail },
  { to: '/groups', labelKey: 'nav.groups', icon: Users },
  { to: '/user', labelKey: 'nav.user', icon: CircleUser },
  { to: '/settings', labelKey: 'nav.settings', icon: Settings },
];

/** Shown under Groups only to those who review reports: group admins and the site administrator. */
export const reportsNavItem: NavItem = {
  to: '/reports',
  labelKey: 'nav.reports',
  icon: ShieldAlert,
};
