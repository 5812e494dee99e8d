import { describe, expect, it } from 'vitest';
import { VariantCache } from './variant-cache';

/* The cache of served variants (decision 225): bounded by the bytes it holds. */

const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);

describe('VariantCache', () => {
  it('keeps bytes by ETag up to its size, the least recently served out first', () => {
    const cache = new VariantCache(300);
    cache.set('a', bytes(100, 1));
    cache.set('b', bytes(100, 2));
    cache.set('c', bytes(100, 3));
    expect(cache.bytes).toBe(300);
    expect(cache.get('a')?.[0]).toBe(1);
    cache.set('d', bytes(100, 4));
    expect(cache.bytes).toBe(300);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((etag) => cache.get(etag)?.[0])).toEqual([1, 3, 4]);
  });

  it('never keeps a variant larger than itself, and nothing when its size is 0', () => {
    const small = new VariantCache(300);
    small.set('a', bytes(100, 1));
    small.set('huge', bytes(301, 9));
    expect(small.get('huge')).toBeUndefined();
    expect(small.get('a')?.[0]).toBe(1);
    const off = new VariantCache(0);
    off.set('a', bytes(10, 1));
    expect(off.get('a')).toBeUndefined();
    expect(off.bytes).toBe(0);
  });

  it('keeps its own copy of bytes that are a view into a much larger buffer', () => {
    const cache = new VariantCache(1000);
    const message = new ArrayBuffer(1024 * 1024);
    const view = Buffer.from(message, 4096, 100).fill(7);
    cache.set('view', view);
    const kept = cache.get('view');
    expect(kept?.equals(view)).toBe(true);
    // Exactly its own bytes: not a slice of the message, nor of Node's shared pool (64 KiB slabs
    // on Node 24, where `Buffer.from` of a small view landed in one: CI of 6de376b).
    expect(kept?.buffer.byteLength).toBe(100);
  });
});
