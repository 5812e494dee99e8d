import type { Changed } from '../db/write-scope';

/** Scopes remembered with their last tick; an older one counts as ticked when it is forgotten. */
const defaultCapacity = 50_000;

/**
 * The bookkeeping of the write clock (decision 043): one counter that every write advances,
 * and for each scope the count at its last write. What was read at count `stamp` and depends
 * on `scopes` is still good while none of them (and no write of everything) came after it.
 *
 * A write of everything raises the floor every scope is at least at. The table is bounded:
 * the scope written longest ago is forgotten by raising the floor to its count, which can only
 * make answers look staler than they are.
 */
export class ScopedTicks {
  private count = 0;
  private floor = 0;
  private readonly lastWrite = new Map<string, number>();

  constructor(private readonly capacity = defaultCapacity) {}

  now(): number {
    return this.count;
  }

  tick(changed: Changed): void {
    this.count += 1;
    if (changed === 'everything') {
      this.floor = this.count;
      this.lastWrite.clear();
      return;
    }
    for (const scope of changed) {
      // Re-inserted, so that the map's order is the order of last writes.
      this.lastWrite.delete(scope);
      this.lastWrite.set(scope, this.count);
    }
    while (this.lastWrite.size > this.capacity) {
      const [oldest, at] = this.lastWrite.entries().next().value as [string, number];
      this.lastWrite.delete(oldest);
      this.floor = Math.max(this.floor, at);
    }
  }

  unchangedSince(stamp: number, scopes: readonly string[]): boolean {
    if (this.floor > stamp) return false;
    for (const scope of scopes) if ((this.lastWrite.get(scope) ?? 0) > stamp) return false;
    return true;
  }
}
