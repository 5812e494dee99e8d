import { useEffect, useState } from 'react';

/** Spec §9: search waits 500 ms after the last keystroke before it asks the server. */
export const searchDebounceMs = 500;

/** The value, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number = searchDebounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
