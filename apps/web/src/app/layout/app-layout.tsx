import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Drawer, DrawerContent } from '@/components/ui/drawer';
import { useLiveNotifications } from '@/features/notifications/live/use-live-notifications';
import { OnboardingPushPrompt } from '@/features/notifications/push/onboarding-push-prompt';
import { usePushRefresh } from '@/features/notifications/push/use-push-refresh';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { useMediaQuery } from '@/lib/scroll';
import { HelpButton } from '../help/help-button';
import { useSignedInTexts } from '../signed-in-texts';
import { Header } from './header';
import { JumpToTop } from './jump-to-top';
import { LeftNav } from './left-nav';
import { OfflineNotice } from './offline-notice';
import { RightNav } from './right-nav';
import { useEdgeSwipe } from './use-edge-swipe';

/** Spec §9: above 1280 px both navs are fixed sidebars; at 1280 px and below they are drawers. */
const desktopQuery = '(min-width: 1281px)';

type Side = 'left' | 'right';

export function AppLayout() {
  // The showcase (/test) shows this layout signed out, without AppGate: its texts load here.
  useSignedInTexts();
  const { t } = useTranslation();
  const desktop = useMediaQuery(desktopQuery);
  const { pathname } = useLocation();
  // One live stream per tab while signed in: badge, list and toasts (decision 103).
  useLiveNotifications();
  // Re-registers this browser's push subscription when due (spec §9: 7 days); never prompts.
  usePushRefresh();
  // The showcase (/test) shares this layout signed out: no user there, so no push card.
  const me = useOptionalCurrentUser();
  // The open drawer remembers the path it opened on, so any navigation closes it.
  const [drawer, setDrawer] = useState<{ side: Side | null; path: string }>({
    side: null,
    path: '',
  });
  const openSide = drawer.path === pathname ? drawer.side : null;
  const open = { left: openSide === 'left', right: openSide === 'right' };
  const show = (side: Side | null) => setDrawer({ side, path: pathname });

  useEdgeSwipe(!desktop, open, {
    onOpenLeft: () => show('left'),
    onOpenRight: () => show('right'),
    onCloseLeft: () => show(null),
    onCloseRight: () => show(null),
  });

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skip_to_content')}
      </a>
      {desktop ? (
        <>
          <div className="fixed inset-y-0 left-0 w-nav overflow-y-auto border-e border-border bg-card print:hidden">
            <LeftNav />
          </div>
          <div className="fixed inset-y-0 right-0 w-nav overflow-y-auto border-s border-border bg-card print:hidden">
            {/* No header on a desktop: help is an item of the personal menu there. */}
            <RightNav help={<HelpButton look="nav" />} />
          </div>
        </>
      ) : (
        <>
          <Header onOpenMenu={() => show('left')} onOpenPanel={() => show('right')} />
          <Drawer open={open.left} onOpenChange={(isOpen) => show(isOpen ? 'left' : null)}>
            <DrawerContent side="left" title={t('nav.main_label')} hideTitle>
              <LeftNav onNavigate={() => show(null)} />
            </DrawerContent>
          </Drawer>
          <Drawer open={open.right} onOpenChange={(isOpen) => show(isOpen ? 'right' : null)}>
            <DrawerContent side="right" title={t('nav.personal_label')} hideTitle>
              <RightNav onNavigate={() => show(null)} />
            </DrawerContent>
          </Drawer>
        </>
      )}
      <div className="desk:px-nav print:px-0">
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-content px-3 pt-5 pb-16 outline-none xs:px-5 md:pt-8 desk:pt-10 print:max-w-none print:p-0"
        >
          <OfflineNotice />
          {me && <OnboardingPushPrompt enabled={me.isNotificationEnabled} />}
          <Outlet />
        </main>
      </div>
      <JumpToTop />
    </div>
  );
}
