import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { ComingSoonPage } from './routes/coming-soon-page';
import { ErrorPage } from './routes/error-page';
import { PageSpinner } from './routes/page-spinner';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';

/** Main-app screens of spec §2 reachable from the navs; each feature issue replaces its page. */
const comingSoon: readonly { path: string; titleKey: string }[] = [
  { path: 'posts', titleKey: 'nav.posts' },
  { path: 'events', titleKey: 'nav.events' },
  { path: 'offers', titleKey: 'nav.market' },
  { path: 'cart', titleKey: 'nav.cart' },
  { path: 'sales', titleKey: 'nav.sales' },
  { path: 'myoffers', titleKey: 'nav.myoffers' },
  { path: 'products', titleKey: 'nav.products' },
  { path: 'producers', titleKey: 'nav.producers' },
  { path: 'dealers', titleKey: 'nav.dealers' },
  { path: 'calendar/:view', titleKey: 'nav.calendar' },
  { path: 'notifications', titleKey: 'nav.notifications' },
  { path: 'groups', titleKey: 'nav.groups' },
  { path: 'user', titleKey: 'nav.user' },
  { path: 'settings', titleKey: 'nav.settings' },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <ErrorPage />,
    // Shown while a lazy route (the /test showcase) loads on a first visit.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // Errors inside a page render within the layout, so the navs stay usable.
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          ...comingSoon.map(({ path, titleKey }) => ({
            path,
            element: <ComingSoonPage key={path} titleKey={titleKey} />,
          })),
          { path: 'calendar', loader: () => redirect('/calendar/month') },
          {
            path: 'test',
            lazy: async () => ({ Component: (await import('./routes/test/test-page')).TestPage }),
          },
          {
            // A deliberate failure so e2e can check the router's error fallback.
            path: 'test/error',
            loader: () => {
              throw new Error('Test error thrown on purpose');
            },
            Component: () => null,
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
