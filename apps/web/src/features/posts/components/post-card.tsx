import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personName, splitTags, warningTag, type PostResponse } from '@kozos/contract';
import { ItemPhotos } from '@/components/photos/card-photo';
import { CommentCount } from '@/components/ui/comment-count';
import { ContentByline } from '@/components/ui/content-byline';
import { RelativeTime } from '@/components/ui/relative-time';
import { StatusStripe } from '@/components/ui/status-stripe';
import { focusRing } from '@/components/ui/styles';
import { TagChip } from '@/components/ui/tag-chip';
import { cn } from '@/lib/cn';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/dates';
import { PostLink } from './post-link';

interface PostCardProps {
  post: PostResponse;
  /** The post page shows the whole text under its own h1 (the title); a feed card links to it. */
  full?: boolean;
  actions?: ReactNode;
}

/** Spec §3/§5: a warning must not look like any other post, in either theme. */
const warningCard = 'border-amber-500/70 bg-amber-50 dark:border-amber-400/60 dark:bg-amber-950/30';

/** A card's tag chip opens the home feed filtered by that tag. */
function TagLink({ tag }: { tag: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/?tags=${encodeURIComponent(tag)}`}
      title={t('feed.filter_by_tag')}
      className={cn('inline-flex max-w-full rounded-full hover:brightness-95', focusRing)}
    >
      <TagChip tag={tag} className="cursor-pointer" />
    </Link>
  );
}

/**
 * A post (spec §3): author and group, relative time (full date on hover), the edited marker,
 * the text as plain text with its line breaks, the link when http(s), and tag chips.
 */
export function PostCard({ post, full = false, actions }: PostCardProps) {
  const { t } = useTranslation();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const tags = splitTags(post.tags);
  const author = personName(post.author, t('user.deleted_user'));
  const warning = tags.includes(warningTag);
  return (
    <article
      aria-label={post.title}
      data-warning={warning || undefined}
      className={cn(
        'relative flex flex-col gap-3 overflow-hidden rounded-2xl border border-border bg-card p-4 ps-5 text-card-foreground shadow-sm xs:p-5 xs:ps-6',
        warning && warningCard,
      )}
    >
      <StatusStripe
        status="active"
        className={cn(warning && 'w-2 bg-amber-500 dark:bg-amber-400')}
      />
      {warning && (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-amber-800 dark:text-amber-300">
          <TriangleAlert aria-hidden="true" className="size-4" />
          {t('posts.warning_label')}
        </p>
      )}
      <ContentByline
        person={{ id: post.author.id, name: author, avatar: post.author.avatar }}
        group={post.group}
      >
        <RelativeTime date={post.creationTime} />
        {post.editedTime && (
          <>
            <span aria-hidden="true">·</span>
            <span title={formatDateTime(post.editedTime, dateFormat)}>{t('posts.edited')}</span>
          </>
        )}
      </ContentByline>
      <ItemPhotos photos={post.photos} name={post.title} full={full} to={`/posts/${post.id}`} />
      {!full && (
        <h3 className="text-lg leading-snug font-semibold break-words">
          <Link to={`/posts/${post.id}`} className={cn('rounded-sm hover:underline', focusRing)}>
            {post.title}
          </Link>
        </h3>
      )}
      {post.description && (
        <p
          className={cn(
            'leading-relaxed break-words whitespace-pre-line text-foreground/90',
            !full && 'line-clamp-6',
          )}
        >
          {post.description}
        </p>
      )}
      <PostLink link={post.link} />
      {tags.length > 0 && (
        <ul aria-label={t('posts.tags')} className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="max-w-full">
              <TagLink tag={tag} />
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <div className="flex border-t border-border pt-3">
          <CommentCount to={`/posts/${post.id}`} count={post.commentCount} />
        </div>
      )}
      {actions && <div className="flex flex-wrap gap-2 border-t border-border pt-3">{actions}</div>}
    </article>
  );
}
