import { LRUCache } from 'lru-cache';
import type { WriteClock } from '../../cache/write-clock';
import type { WriteScope } from '../../db/write-scope';

/** (viewer, photo, width) answers kept per instance; another one is asked of the database. */
const defaultMaxEntries = 20_000;

interface KnownAccess {
  /** The write clock's count read before the database was asked. */
  stamp: number;
  /** The viewer and each of their groups (cache/viewer-scopes.ts). */
  scopes: readonly WriteScope[];
  etag: string;
}

/**
 * Who may see which photo variant, remembered per instance while the write clock shows no write
 * of anything the answer depends on (decision 226). Every change to who may see a photo writes
 * the viewer's scope or one of the viewer's groups' (decision 043): joining, leaving or being
 * removed from a group names the person and the group; an offer, post or event (and the photos
 * attached to it, in its transaction) names its group, deleting a group names it; a product is
 * its owner's and names them; a profile picture is changed by its person, whose change names
 * every group they are in; the photo routes and account deletion name nothing, which is a write
 * of everything. So an answer is served from memory only while none of those scopes ticked
 * since it was read — on this instance, or on another one (`NOTIFY kozos_writes`) — and only
 * while the clock is reliable (on a server: its LISTEN connection is up). A refusal is never
 * kept: it is asked again every time.
 */
export class VariantAccess {
  private readonly known: LRUCache<string, KnownAccess>;

  constructor(
    private readonly clock: WriteClock,
    private readonly scopesOfViewer: (userId: string) => Promise<readonly WriteScope[]>,
    maxEntries = defaultMaxEntries,
  ) {
    this.known = new LRUCache<string, KnownAccess>({ max: maxEntries });
  }

  /**
   * The variant's ETag when `viewerId` may see it, else undefined; `ask` is the database's
   * answer (`PhotoStore.visibleTag`), called unless a kept answer is still good.
   */
  async visibleTag(
    viewerId: string,
    photoId: string,
    width: number,
    ask: () => Promise<string | undefined>,
  ): Promise<string | undefined> {
    const key = `${viewerId} ${photoId} ${width}`;
    const kept = this.known.get(key);
    if (kept && this.clock.reliable() && this.clock.unchangedSince(kept.stamp, kept.scopes))
      return kept.etag;
    const stamp = this.clock.now();
    const etag = await ask();
    if (etag === undefined) {
      this.known.delete(key);
      return undefined;
    }
    // Read after the answer, which is safe: had the viewer's groups changed since `stamp`, their
    // own scope would have ticked after it and this entry would never be served.
    const scopes = await this.scopesOfViewer(viewerId);
    this.known.set(key, { stamp, scopes, etag });
    return etag;
  }

  /** Answers kept now. */
  get size(): number {
    return this.known.size;
  }
}
