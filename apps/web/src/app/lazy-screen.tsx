import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from './routes/page-spinner';

const loaders: (() => Promise<unknown>)[] = [];

/** Loads every screen's code now (tests, so a first render does not wait on it). */
export async function preloadScreens(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}

/**
 * A screen whose code loads the first time it renders (decision 020). React.lazy rather than
 * the router's `lazy`: the router would fetch every matched route's chunk before rendering, so
 * a signed-out visit to any path (which shows the login screen in place) would still download
 * that path's screen. `load` picks the module's export.
 */
export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Starts loading the screen's code now (the signed-in start loads the URL's screens). */
  preload: () => Promise<unknown>;
};

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  loaders.push(load);
  const Screen = lazy(async () => ({ default: await load() }));
  function LazyScreen(props: P) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyScreen, { preload: load });
}

/**
 * A piece of the shell that loads the first time it renders, without a spinner of its own (the
 * toaster); loaded up front in tests like the screens.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  loaders.push(load);
  return lazy(async () => ({ default: await load() }));
}

/** The element's screen starts loading, when it is a lazy screen. */
export function preloadElement(element: unknown): void {
  const type = (element as { type?: { preload?: unknown } } | null)?.type;
  if (typeof type?.preload === 'function') void (type.preload as () => Promise<unknown>)();
}
