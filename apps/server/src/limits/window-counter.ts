import { LRUCache } from 'lru-cache';

/** Keys remembered at most; the least recently counted are forgotten first. */
const rememberedKeys = 50_000;

interface Window {
  count: number;
  endsAt: number;
}

/**
 * Counts events per key in fixed windows, in this process's memory, like the identity rate
 * limits (decision 012): with several instances each counts on its own.
 */
export class WindowCounter {
  private readonly windows = new LRUCache<string, Window>({ max: rememberedKeys });

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    return window && window.endsAt > now ? window : undefined;
  }

  /** How many more events `key` may have in its current window. */
  remaining(key: string, now = Date.now()): number {
    return Math.max(0, this.limit - (this.current(key, now)?.count ?? 0));
  }

  /** Counts one event for `key`, opening a window if none is running. */
  add(key: string, now = Date.now()): void {
    const window = this.current(key, now);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, endsAt: now + this.windowMs });
  }

  /** Counts one event when the window has room; false (and nothing counted) when it is full. */
  take(key: string, now = Date.now()): boolean {
    if (this.remaining(key, now) === 0) return false;
    this.add(key, now);
    return true;
  }
}
