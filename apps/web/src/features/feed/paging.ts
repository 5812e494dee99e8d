import { feedCursorOf, type FeedItem } from '@kozos/contract';
import { cursorPaging } from '@/components/ui/paged-list';

/**
 * Decision 015: a feed continues strictly after the last item seen (`before` cursor), so posts
 * added between pages neither repeat nor shift an item.
 */
export const feedPaging = cursorPaging<FeedItem>(feedCursorOf);
