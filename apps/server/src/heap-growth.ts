import { setFlagsFromString } from 'node:v8';

/*
 * How far V8's old generation may grow between full collections (HEAP_GROWING_PERCENT,
 * decision 233). Left to itself V8 lets the heap grow up to four times what the last full
 * collection kept alive when the process allocates fast, and under load a server allocates
 * fast: the feed bench's server held 150–280 MiB of heap for 50–150 MiB of live objects. V8
 * reads this flag at every collection, so setting it at start-up, before the load, is enough.
 */

/** The V8 flags for `percent`; none for 0 (V8's own growing factor). */
export function heapGrowingFlags(percent: number): string[] {
  return percent > 0 ? [`--heap-growing-percent=${percent}`] : [];
}

export function limitHeapGrowing(percent: number): void {
  for (const flag of heapGrowingFlags(percent)) setFlagsFromString(flag);
}
