import { lazy, Suspense } from 'react';

// The public screens' help loads when one of them shows, never with the login screen (decision 058).
const HelpButton = lazy(() => import('./help-button').then((m) => ({ default: m.HelpButton })));

export function LazyHelpButton() {
  return (
    <Suspense fallback={null}>
      <HelpButton />
    </Suspense>
  );
}
