import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { groupIdsOf, isMember } from '../../access/group-members';
import { visibleTo } from '../../content/hidden-items';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/events';
import { offers } from '../../db/schema/offers';
import { photos } from '../../db/schema/photos';
import { posts } from '../../db/schema/posts';
import { products } from '../../db/schema/products';

/**
 * Whether `viewerId` may see the photo (decision 161): a product's are its owner's (products are
 * private), an offer's, a post's and an event's the members of its group, a profile picture
 * anyone sharing a group with its person, and an unattached upload its uploader's alone. A
 * hidden offer's, post's or event's are its author's alone (decision 205); hiding writes the
 * group's scope, so a kept answer (decision 226) is asked again.
 */
export function mayView(db: Db, viewerId: string | SQLWrapper): SQL<boolean> {
  return sql<boolean>`case
    when ${photos.productId} is not null then exists (select 1 from ${products} where ${products.id} = ${photos.productId} and ${products.ownerId} = ${viewerId})
    when ${photos.offerId} is not null then exists (select 1 from ${offers} where ${offers.id} = ${photos.offerId} and ${isMember(offers.groupId, viewerId)} and ${visibleTo(offers, offers.dealerId, viewerId)})
    when ${photos.postId} is not null then exists (select 1 from ${posts} where ${posts.id} = ${photos.postId} and ${isMember(posts.groupId, viewerId)} and ${visibleTo(posts, posts.authorId, viewerId)})
    when ${photos.eventId} is not null then exists (select 1 from ${events} where ${events.id} = ${photos.eventId} and ${isMember(events.groupId, viewerId)} and ${visibleTo(events, events.authorId, viewerId)})
    when ${photos.avatarOf} is not null then ${photos.avatarOf} = ${viewerId} or exists (select 1 from (${groupIdsOf(db, viewerId)}) as viewer_groups where ${isMember(sql`viewer_groups.group_id`, photos.avatarOf)})
    else ${photos.uploaderId} = ${viewerId}
  end`;
}
