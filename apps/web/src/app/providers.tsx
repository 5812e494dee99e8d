import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { PageTitleProvider } from '@/lib/page-title';
import { getSession, subscribeSession } from '@/lib/session';
import { useCurrentToast } from '@/lib/toast';
import { lazyPart } from './lazy-screen';
import { loadToaster } from './toaster-loader';

// Radix's toast loads with the first toast, not with the login screen (decision 064).
const Toaster = lazyPart(loadToaster);

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; network and 5xx failures get one more try.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** Nothing cached for one account may show to the next: signing out empties the cache. */
function ClearCacheOnSignOut() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeSession(() => {
        if (!getSession().isLoggedIn) queryClient.clear();
      }),
    [queryClient],
  );
  return null;
}

/** Mounts the toaster once a toast has been raised, and keeps it (its region, F8) from then on. */
function ToasterOnFirstToast() {
  const current = useCurrentToast();
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ClearCacheOnSignOut />
        <PageTitleProvider>
          {children}
          <ToasterOnFirstToast />
        </PageTitleProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
