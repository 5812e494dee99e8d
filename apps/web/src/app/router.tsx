import { createBrowserRouter, matchRoutes, redirect, type RouteObject } from 'react-router';
import { AuthGate } from './guards/auth-gate';
import { lazyScreen, preloadElement } from './lazy-screen';
import { RootRoute } from './layout/root-route';
import { onboardingRoutes } from './onboarding-routes';
import { publicRoutes } from './public-routes';
import { ErrorPage } from './routes/error-page';
import { setRouteTable } from './route-table';
import { PageSpinner } from './routes/page-spinner';

// Every signed-in screen is its own chunk, loaded when first shown (decision 020).
const AppGate = lazyScreen(() => import('./guards/app-gate').then((m) => m.AppGate));
const AppLayout = lazyScreen(() => import('./layout/app-layout').then((m) => m.AppLayout));
const HomePage = lazyScreen(() => import('./routes/home-page').then((m) => m.HomePage));
/** Stands in for a screen not built yet (exported for the test that every screen has help). */
const PostsPage = lazyScreen(() => import('./routes/posts/posts-page').then((m) => m.PostsPage));
const NewPostPage = lazyScreen(() =>
  import('./routes/posts/new-post-page').then((m) => m.NewPostPage),
);
const PostPage = lazyScreen(() => import('./routes/posts/post-page').then((m) => m.PostPage));
const EditPostPage = lazyScreen(() =>
  import('./routes/posts/edit-post-page').then((m) => m.EditPostPage),
);
const EventsPage = lazyScreen(() =>
  import('./routes/events/events-page').then((m) => m.EventsPage),
);
const NewEventPage = lazyScreen(() =>
  import('./routes/events/new-event-page').then((m) => m.NewEventPage),
);
const EventPage = lazyScreen(() => import('./routes/events/event-page').then((m) => m.EventPage));
const EditEventPage = lazyScreen(() =>
  import('./routes/events/edit-event-page').then((m) => m.EditEventPage),
);
const CalendarPage = lazyScreen(() =>
  import('./routes/calendar/calendar-page').then((m) => m.CalendarPage),
);
const NotificationsPage = lazyScreen(() =>
  import('./routes/notifications/notifications-page').then((m) => m.NotificationsPage),
);
const InvitationsPage = lazyScreen(() =>
  import('./routes/invitations/invitations-page').then((m) => m.InvitationsPage),
);
const GroupsPage = lazyScreen(() =>
  import('./routes/groups/groups-page').then((m) => m.GroupsPage),
);
const NewGroupPage = lazyScreen(() =>
  import('./routes/groups/new-group-page').then((m) => m.NewGroupPage),
);
const GroupPage = lazyScreen(() => import('./routes/groups/group-page').then((m) => m.GroupPage));
const GroupDetailsPage = lazyScreen(() =>
  import('./routes/groups/group-details-page').then((m) => m.GroupDetailsPage),
);
const EditGroupPage = lazyScreen(() =>
  import('./routes/groups/edit-group-page').then((m) => m.EditGroupPage),
);
// The QR code library comes with the invite screen only.
const InvitePage = lazyScreen(() =>
  import('./routes/groups/invite-page').then((m) => m.InvitePage),
);
const UserPage = lazyScreen(() => import('./routes/account/user-page').then((m) => m.UserPage));
const UsersPage = lazyScreen(() => import('./routes/account/users-page').then((m) => m.UsersPage));
const SettingsPage = lazyScreen(() =>
  import('./routes/account/settings-page').then((m) => m.SettingsPage),
);
const ChangePasswordPage = lazyScreen(() =>
  import('./routes/account/change-password-page').then((m) => m.ChangePasswordPage),
);
const DeleteAccountPage = lazyScreen(() =>
  import('./routes/account/delete-account-page').then((m) => m.DeleteAccountPage),
);
// The market (issue 12): products, producers and dealers, offers.
const market = () => import('./routes/market/offers-page');
const OffersPage = lazyScreen(() => market().then((m) => m.OffersPage));
const MyOffersPage = lazyScreen(() => market().then((m) => m.MyOffersPage));
const NewOfferPage = lazyScreen(() =>
  import('./routes/market/new-offer-page').then((m) => m.NewOfferPage),
);
const OfferPage = lazyScreen(() => import('./routes/market/offer-page').then((m) => m.OfferPage));
const EditOfferPage = lazyScreen(() =>
  import('./routes/market/edit-offer-page').then((m) => m.EditOfferPage),
);
const DealerOfferPage = lazyScreen(() =>
  import('./routes/market/dealer-offer-page').then((m) => m.DealerOfferPage),
);
const ProductsPage = lazyScreen(() =>
  import('./routes/market/products-page').then((m) => m.ProductsPage),
);
const productForms = () => import('./routes/market/product-form-pages');
const NewProductPage = lazyScreen(() => productForms().then((m) => m.NewProductPage));
const EditProductPage = lazyScreen(() => productForms().then((m) => m.EditProductPage));
const ProductPage = lazyScreen(() =>
  import('./routes/market/product-page').then((m) => m.ProductPage),
);
const connections = () => import('./routes/market/connection-pages');
const ProducersPage = lazyScreen(() => connections().then((m) => m.ProducersPage));
const NewProducerPage = lazyScreen(() => connections().then((m) => m.NewProducerPage));
const DealersPage = lazyScreen(() => connections().then((m) => m.DealersPage));
// Orders (issue 13): the cart, a purchase, the dealer's sales.
const CartPage = lazyScreen(() => import('./routes/orders/cart-page').then((m) => m.CartPage));
const PurchasePage = lazyScreen(() =>
  import('./routes/orders/purchase-page').then((m) => m.PurchasePage),
);
const PurchasesPage = lazyScreen(() =>
  import('./routes/orders/purchases-page').then((m) => m.PurchasesPage),
);
const SalesPage = lazyScreen(() => import('./routes/orders/sales-page').then((m) => m.SalesPage));
const SalePage = lazyScreen(() => import('./routes/orders/sale-page').then((m) => m.SalePage));
const LanguageConfigPage = lazyScreen(() =>
  import('./routes/translations/language-config-page').then((m) => m.LanguageConfigPage),
);
const AddTextPage = lazyScreen(() =>
  import('./routes/translations/add-text-page').then((m) => m.AddTextPage),
);
const FeedbackPage = lazyScreen(() =>
  import('./routes/feedback/feedback-page').then((m) => m.FeedbackPage),
);
const ReportsPage = lazyScreen(() =>
  import('./routes/reports/reports-page').then((m) => m.ReportsPage),
);
const JoinGroupPage = lazyScreen(() =>
  import('./routes/groups/join-group-page').then((m) => m.JoinGroupPage),
);
const NotFoundPage = lazyScreen(() =>
  import('./routes/not-found-page').then((m) => m.NotFoundPage),
);

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
            { path: 'posts', element: <PostsPage /> },
            { path: 'posts/new', element: <NewPostPage /> },
            { path: 'posts/:id', element: <PostPage /> },
            { path: 'posts/:id/edit', element: <EditPostPage /> },
            { path: 'offers', element: <OffersPage /> },
            { path: 'offers/new', element: <NewOfferPage /> },
            { path: 'offers/:id', element: <OfferPage /> },
            { path: 'offers/:id/edit', element: <EditOfferPage /> },
            { path: 'myoffers', element: <MyOffersPage /> },
            { path: 'products', element: <ProductsPage /> },
            { path: 'products/new', element: <NewProductPage /> },
            { path: 'products/:id', element: <ProductPage /> },
            { path: 'products/:id/edit', element: <EditProductPage /> },
            { path: 'producers', element: <ProducersPage /> },
            { path: 'producers/new', element: <NewProducerPage /> },
            { path: 'dealers', element: <DealersPage /> },
            { path: 'dealeroffer', element: <DealerOfferPage /> },
            { path: 'cart', element: <CartPage /> },
            { path: 'purchase', element: <PurchasePage /> },
            { path: 'purchases', element: <PurchasesPage /> },
            { path: 'sales', element: <SalesPage /> },
            { path: 'sales/:id', element: <SalePage /> },
            { path: 'events', element: <EventsPage /> },
            { path: 'events/new', element: <NewEventPage /> },
            { path: 'events/:id', element: <EventPage /> },
            { path: 'events/:id/edit', element: <EditEventPage /> },
            { path: 'calendar', loader: () => redirect('/calendar/month') },
            { path: 'calendar/:view', element: <CalendarPage /> },
            { path: 'notifications', element: <NotificationsPage /> },
            { path: 'invitations', element: <InvitationsPage /> },
            { path: 'groups', element: <GroupsPage /> },
            { path: 'groups/new', element: <NewGroupPage /> },
            { path: 'groups/join', element: <JoinGroupPage /> },
            { path: 'groups/:id', element: <GroupPage /> },
            { path: 'groups/:id/details', element: <GroupDetailsPage /> },
            { path: 'groups/:id/details/edit', element: <EditGroupPage /> },
            { path: 'groups/:id/details/invite', element: <InvitePage /> },
            // Reported comments, for the admins of a group and the site administrator (issue 26).
            { path: 'reports', element: <ReportsPage /> },
            { path: 'user', element: <UserPage /> },
            { path: 'users/:id', element: <UsersPage /> },
            { path: 'settings', element: <SettingsPage /> },
            { path: 'changepassword', element: <ChangePasswordPage /> },
            { path: 'deleteaccount', element: <DeleteAccountPage /> },
            // Spec §2 lists these as public: signed out they show the login screen in place like
            // any path, and signed in only site administrators get the editor (decision 110).
            { path: 'languageconfig', element: <LanguageConfigPage /> },
            { path: 'addtext', element: <AddTextPage /> },
            { path: 'feedback', element: <FeedbackPage /> },
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
    // Shown while a screen's chunk loads on a first visit.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      publicRoutes,
      showcaseRoutes,
      // Logged out, every other path shows the login screen in place (the URL is kept).
      { element: <AuthGate />, children: [onboardingRoutes, appRoutes] },
    ],
  },
];

setRouteTable(routes);

/**
 * Signed in, the screens of the address being opened start loading at once, beside
 * `GET /api/User`, instead of one after another as each layer renders.
 */
export function preloadScreensAt(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) preloadElement(match.route.element);
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
