import { useEffect, useRef } from 'react';

/**
 * Calls `onEnter` when the returned ref's element comes within `rootMargin` of the viewport.
 * The observer is recreated when `enabled` flips, so an element that is still visible after a
 * page loaded triggers again (the initial observation always reports).
 */
export function useInView<T extends Element>(
  onEnter: () => void,
  enabled: boolean,
  rootMargin: string,
) {
  const ref = useRef<T>(null);
  const callback = useRef(onEnter);
  useEffect(() => {
    callback.current = onEnter;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);
  return ref;
}
