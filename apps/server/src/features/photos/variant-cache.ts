import { LRUCache } from 'lru-cache';

/**
 * The bytes of recently served photo variants, in memory, by their ETag (decision 225). A
 * variant's ETag is the hash of its bytes and a variant never changes (a new upload is a new
 * id), so an entry can never be stale and needs no invalidation; two photos with the same bytes
 * (an offer's copy of its product's) share one entry. It holds bytes only: who may see a photo
 * is asked of the database on every request before the cache is looked at. Bounded by the bytes
 * it holds (`PHOTO_CACHE_BYTES`, 0 turns it off), least recently served first out.
 */
export class VariantCache {
  private readonly entries: LRUCache<string, Buffer> | undefined;

  constructor(maxBytes: number) {
    this.entries =
      maxBytes > 0
        ? new LRUCache<string, Buffer>({
            maxSize: maxBytes,
            sizeCalculation: (content) => Math.max(content.length, 1),
          })
        : undefined;
  }

  get(etag: string): Buffer | undefined {
    return this.entries?.get(etag);
  }

  /**
   * Keeps `content` unless it alone is larger than the cache (lru-cache then skips it). A view
   * into a much larger buffer (a driver's whole result message) is copied first, so the bytes
   * the cache counts are the bytes it keeps alive.
   */
  set(etag: string, content: Buffer): void {
    if (!this.entries) return;
    this.entries.set(
      etag,
      content.buffer.byteLength > content.length * 2 + 8192 ? copyOf(content) : content,
    );
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }
}

/**
 * A copy in memory of its own: `Buffer.from` puts a small copy into Node's shared pool (8 KiB
 * slabs on Node 20, 64 KiB on Node 24), which would keep a slab alive per entry.
 */
function copyOf(content: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(content.length);
  content.copy(own);
  return own;
}
