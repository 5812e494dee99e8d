import { useSyncExternalStore } from 'react';

/*
 * The page's scroll offset as the last scroll event left it. Reading `window.scrollY` while
 * rendering forced a layout of a page React had just changed (the home's first render, 30–50 ms
 * on a 4× slower phone): the offset is read in scroll events, after the browser's own layout,
 * and in the first frame after a subscriber comes.
 */
let scrollOffset = 0;
const scrollListeners = new Set<() => void>();

function readScroll(): void {
  const offset = window.scrollY;
  if (offset === scrollOffset) return;
  scrollOffset = offset;
  scrollListeners.forEach((listener) => listener());
}

let listening = false;

/** The offset is then kept for the page's life (the header always shows it). */
function subscribeScroll(listener: () => void): () => void {
  if (!listening) {
    listening = true;
    window.addEventListener('scroll', readScroll, { passive: true });
  }
  scrollListeners.add(listener);
  // A screen that mounts may come after a scroll nobody listened to: read in its first frame.
  requestAnimationFrame(readScroll);
  return () => scrollListeners.delete(listener);
}

/**
 * True once the page is scrolled past `threshold` px. Returns a boolean rather than the
 * offset so components re-render only when the threshold is crossed, not on every frame.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => scrollOffset > threshold,
    () => false,
  );
}

export function scrollToTop(): void {
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
}

/** Tracks a CSS media query, e.g. the 1281 px desktop threshold. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
