import { vi } from 'vitest';

type Options = Parameters<typeof vi.waitFor>[1];

/**
 * `vi.waitFor` with a wait that a busy CI machine can keep: its default of one second (and the
 * five seconds some tests asked for) failed landings at load 20+. A test that passes waits only
 * as long as it needs; only a broken one waits the whole 20 s.
 */
export function eventually<T>(callback: () => T | Promise<T>, options?: Options) {
  const given = typeof options === 'number' ? { timeout: options } : (options ?? {});
  return vi.waitFor(callback, {
    interval: 50,
    ...given,
    timeout: Math.max(given.timeout ?? 0, 20_000),
  });
}
