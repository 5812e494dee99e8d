import { notify } from '../../notifications/notify';
import type { LiveHub } from '../../notifications/live';
import type { Db } from '../../db/client';
import type { ReportedItem } from './reported-items.repository';

/** What hiding a post, offer or event sets off, after its commit (decision 205). */
export interface ItemHiddenEffects {
  hidden(item: ReportedItem, reason: string, untold: string[]): Promise<void>;
}

export function createItemHiddenEffects(db: Db, live: LiveHub): ItemHiddenEffects {
  return {
    async hidden(item, reason, untold) {
      // Told even after leaving the group: it is about their own words (as COMMENT_HIDDEN).
      await notify(db, [item.authorId], {
        type: 'ITEM_HIDDEN',
        variables: { itemTitle: item.title, groupName: item.groupName, reason },
        path: `/${item.type}s/${item.id}`,
      });
      // Those whose notification about it went: their badge counts one fewer.
      if (untold.length > 0) await live.countChanged(untold);
    },
  };
}
