import type { CommentResponse } from '@kozos/contract';
import { personName } from '@kozos/contract';
import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { useCommentThread, useCreateComment, type ThreadRef } from '../api/comments';
import { commentDrafts } from '../draft-store';
import { threadOf, type ThreadEntry } from '../thread';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';
import { useThreadPaging } from './use-thread-paging';

/** The element id a card's comment count links to (`/posts/<id>#comments`). */
export const commentsAnchor = 'comments';

function ThreadSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      {[0, 1].map((row) => (
        <div key={row} className="flex gap-2.5">
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-14 flex-1 rounded-2xl" />
        </div>
      ))}
    </div>
  );
}

interface EntryProps {
  entry: ThreadEntry<CommentResponse>;
  thread: ThreadRef;
  threadKey: string;
}

/** A top-level comment, its replies indented under it, and its reply box when open. */
function ThreadEntryView({ entry, thread, threadKey }: EntryProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const create = useCreateComment(thread);
  const parent = entry.comment;
  const replyDraft = { userId: me.id, thread: threadKey, box: `reply:${parent.id}` };
  // A reply left unsent opens again with its draft.
  const [replyTo, setReplyTo] = useState<CommentResponse | null>(() =>
    commentDrafts.load(replyDraft) !== '' ? parent : null,
  );
  const replyName = replyTo ? personName(replyTo.author, t('user.deleted_user')) : '';
  // A reply to a reply starts with its author's @username, so they are told.
  const replyStart =
    replyTo && replyTo.id !== parent.id && replyTo.author.username && replyTo.author.id !== me.id
      ? `@${replyTo.author.username} `
      : '';
  return (
    <li className="flex flex-col gap-2">
      <CommentItem comment={parent} thread={thread} threadKey={threadKey} onReply={setReplyTo} />
      {(entry.replies.length > 0 || replyTo) && (
        <ul
          aria-label={t('comments.replies_to', { name: personName(parent.author, '') })}
          className="ms-5 flex flex-col gap-2 border-s-2 border-border ps-3 xs:ms-10"
        >
          {entry.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem
                comment={reply}
                thread={thread}
                threadKey={threadKey}
                onReply={setReplyTo}
              />
            </li>
          ))}
          {replyTo && (
            <li>
              <CommentBox
                key={replyTo.id}
                thread={thread}
                draft={replyDraft}
                label={t('comments.reply_to', { name: replyName })}
                submitLabel={t('comments.send_reply')}
                initialText={replyStart}
                autoFocus
                onCancel={() => setReplyTo(null)}
                onSubmit={async (body) => {
                  await create.mutateAsync({ body, parentId: parent.id });
                  setReplyTo(null);
                }}
              />
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

/**
 * The comments under a post, offer or event (issue 26): opened at the newest, oldest first on
 * screen, each top-level comment with its replies; earlier pages above on request (decision
 * 210); a box for a new comment at the end. New comments by
 * others arrive through the live stream, which refetches this thread.
 */
export function CommentThread({ itemType, itemId }: ThreadRef) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const thread = { itemType, itemId };
  const threadKey = `${itemType}:${itemId}`;
  const query = useCommentThread(thread);
  const create = useCreateComment(thread);
  const pages = query.data?.pages ?? [];
  const total = pages.at(-1)?.total ?? pages[0]?.total ?? 0;
  const entries = threadOf(pages.flatMap((page) => page.comments));
  const headingId = `${threadKey}-heading`;

  // A card's count links to `#comments`, a notification to `#comment-<id>`: both are on the
  // page once the thread has loaded, an older comment once the pages before it have.
  const { hash } = useLocation();
  const target = hash.slice(1);
  const commentTarget = target.startsWith('comment-') ? target : undefined;
  const list = useRef<HTMLUListElement>(null);
  const { loadEarlier } = useThreadPaging(query, list, commentTarget);
  const scrolled = useRef('');
  const searching = query.hasPreviousPage && !query.isFetchPreviousPageError;
  useEffect(() => {
    if (!query.isSuccess || scrolled.current === target) return;
    if (target !== commentsAnchor && !commentTarget) return;
    const comment = commentTarget && document.getElementById(commentTarget);
    // An older comment: wait for the pages before while there are some.
    if (commentTarget && !comment && searching) return;
    const element = comment || document.getElementById(commentsAnchor);
    if (!element) return;
    scrolled.current = target;
    element.scrollIntoView({ block: 'start' });
  }, [target, commentTarget, query.isSuccess, searching, pages.length]);

  return (
    <section
      id={commentsAnchor}
      aria-labelledby={headingId}
      className="flex scroll-mt-20 flex-col gap-4 rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-sm xs:p-5"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <MessageCircle aria-hidden="true" className="size-5 text-muted-foreground" />
        {t('comments.title')}
        {query.isSuccess && total > 0 && (
          <span className="text-sm font-normal text-muted-foreground">({total})</span>
        )}
      </h2>
      {query.isPending && <ThreadSkeleton />}
      {query.isError && (
        <Notice variant="error" title={t('comments.load_failed')}>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => void query.refetch()}
          >
            {t('list.retry')}
          </Button>
        </Notice>
      )}
      {query.isSuccess && entries.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('comments.empty')}</p>
      )}
      {query.hasPreviousPage && (
        <Button
          variant="outline"
          size="sm"
          className="self-center"
          disabled={query.isFetchingPreviousPage}
          onClick={loadEarlier}
        >
          {t('comments.earlier')}
        </Button>
      )}
      {query.isFetchPreviousPageError && (
        <p role="alert" className="text-sm text-danger">
          {t('comments.load_failed')}
        </p>
      )}
      {entries.length > 0 && (
        <ul ref={list} aria-label={t('comments.list')} className="flex flex-col gap-4">
          {entries.map((entry) => (
            <ThreadEntryView
              key={entry.comment.id}
              entry={entry}
              thread={thread}
              threadKey={threadKey}
            />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('comments.more')}
        </Button>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-sm text-danger">
          {t('comments.load_failed')}
        </p>
      )}
      {!query.isError && (
        <CommentBox
          thread={thread}
          draft={{ userId: me.id, thread: threadKey }}
          label={t('comments.new_label')}
          submitLabel={t('comments.send')}
          onSubmit={(body) => create.mutateAsync({ body })}
        />
      )}
    </section>
  );
}
