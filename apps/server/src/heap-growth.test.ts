import { describe, expect, it } from 'vitest';
import { heapGrowingFlags } from './heap-growth';

describe('HEAP_GROWING_PERCENT (decision 233)', () => {
  it("sets V8's heap growing factor, or leaves it to V8 at 0", () => {
    expect(heapGrowingFlags(50)).toEqual(['--heap-growing-percent=50']);
    expect(heapGrowingFlags(0)).toEqual([]);
  });
});
