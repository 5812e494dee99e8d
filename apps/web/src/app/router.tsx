import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppGate } from './guards/app-gate';
import { AuthGate } from './guards/auth-gate';
import { AppLayout } from './layout/app-layout';
import { RootRoute } from './layout/root-route';
import { onboardingRoutes } from './onboarding-routes';
import { publicRoutes } from './public-routes';
import { ChangePasswordPage } from './routes/account/change-password-page';
import { DeleteAccountPage } from './routes/account/delete-account-page';
import { SettingsPage } from './routes/account/settings-page';
import { UserPage } from './routes/account/user-page';
import { UsersPage } from './routes/account/users-page';
import { ComingSoonPage } from './routes/coming-soon-page';
import { ErrorPage } from './routes/error-page';
import { EditGroupPage } from './routes/groups/edit-group-page';
import { GroupDetailsPage } from './routes/groups/group-details-page';
import { GroupPage } from './routes/groups/group-page';
import { GroupsPage } from './routes/groups/groups-page';
import { InvitePage } from './routes/groups/invite-page';
import { NewGroupPage } from './routes/groups/new-group-page';
import { HomePage } from './routes/home-page';
import { InvitationsPage } from './routes/invitations/invitations-page';
import { NotFoundPage } from './routes/not-found-page';
import { NotificationsPage } from './routes/notifications/notifications-page';
import { PageSpinner } from './routes/page-spinner';
import { EditPostPage } from './routes/posts/edit-post-page';
import { NewPostPage } from './routes/posts/new-post-page';
import { PostPage } from './routes/posts/post-page';
import { PostsPage } from './routes/posts/posts-page';

/** Main-app screens of spec §2 reachable from the navs; each feature issue replaces its page. */
const comingSoon: readonly { path: string; titleKey: string }[] = [
  { path: 'events', titleKey: 'nav.events' },
  { path: 'offers', titleKey: 'nav.market' },
  { path: 'cart', titleKey: 'nav.cart' },
  { path: 'sales', titleKey: 'nav.sales' },
  { path: 'myoffers', titleKey: 'nav.myoffers' },
  { path: 'products', titleKey: 'nav.products' },
  { path: 'producers', titleKey: 'nav.producers' },
  { path: 'dealers', titleKey: 'nav.dealers' },
  { path: 'calendar/:view', titleKey: 'nav.calendar' },
];

/** The signed-in app: navs and drawers around every page. */
const appRoutes: RouteObject = {
  element: <AppGate />,
  children: [
    {
      element: <AppLayout />,
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
            { path: 'posts', element: <PostsPage /> },
            { path: 'posts/new', element: <NewPostPage /> },
            { path: 'posts/:id', element: <PostPage /> },
            { path: 'posts/:id/edit', element: <EditPostPage /> },
            { path: 'calendar', loader: () => redirect('/calendar/month') },
            { path: 'notifications', element: <NotificationsPage /> },
            { path: 'invitations', element: <InvitationsPage /> },
            { path: 'groups', element: <GroupsPage /> },
            { path: 'groups/new', element: <NewGroupPage /> },
            { path: 'groups/:id', element: <GroupPage /> },
            { path: 'groups/:id/details', element: <GroupDetailsPage /> },
            { path: 'groups/:id/details/edit', element: <EditGroupPage /> },
            { path: 'groups/:id/details/invite', element: <InvitePage /> },
            { path: 'user', element: <UserPage /> },
            { path: 'users/:id', element: <UsersPage /> },
            { path: 'settings', element: <SettingsPage /> },
            { path: 'changepassword', element: <ChangePasswordPage /> },
            { path: 'deleteaccount', element: <DeleteAccountPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
};

/** The component showcase (spec §2 lists /test as public) keeps the app layout. */
const showcaseRoutes: RouteObject = {
  element: <AppLayout />,
  children: [
    {
      errorElement: <ErrorPage />,
      children: [
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
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    errorElement: <ErrorPage />,
    // Shown while a lazy route (the /test showcase) loads on a first visit.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      publicRoutes,
      showcaseRoutes,
      // Logged out, every other path shows the login screen in place (the URL is kept).
      { element: <AuthGate />, children: [onboardingRoutes, appRoutes] },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
