import type { CommentResponse } from '@kozos/contract';
import { personName } from '@kozos/contract';
import { MessageCircle, Pencil, Reply, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice } from '@/components/ui/notice';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/dates';
import { showErrorToast } from '@/lib/error-toast';
import { toast } from '@/lib/toast';
import {
  useCommentThread,
  useCreateComment,
  useDeleteComment,
  usePatchComment,
  type ThreadRef,
} from '../api/comments';
import { commentDrafts } from '../draft-store';
import { threadOf, type ThreadEntry } from '../thread';
import { CommentBody } from './comment-body';
import { CommentBox } from './comment-box';

/** The element id a card's comment count links to (`/posts/<id>#comments`). */
export const commentsAnchor = 'comments';

interface ItemProps {
  comment: CommentResponse;
  thread: ThreadRef;
  threadKey: string;
  /** Top-level comments take replies; a reply's Reply answers its top-level comment. */
  onReply: (comment: CommentResponse) => void;
}

function CommentItem({ comment, thread, threadKey, onReply }: ItemProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const editDraft = { userId: me.id, thread: threadKey, box: `edit:${comment.id}` };
  // An edit left unsent (screen left, send failed) opens again with its draft.
  const [editing, setEditing] = useState(
    () => comment.canEdit && commentDrafts.load(editDraft) !== '',
  );
  const patch = usePatchComment(thread);
  const remove = useDeleteComment(thread);
  const author = personName(comment.author, t('user.deleted_user'));
  const isReply = comment.parentId !== null;

  if (comment.deleted) {
    return (
      <article
        id={`comment-${comment.id}`}
        aria-label={t('comments.deleted')}
        className="rounded-xl border border-dashed border-border px-3 py-2 text-sm text-muted-foreground italic"
      >
        {t('comments.deleted')}
      </article>
    );
  }

  const onDelete = () =>
    remove.mutate(comment.id, {
      onSuccess: () => toast({ title: t('comments.deleted_toast') }),
      onError: (error) => showErrorToast(error, t, 'comments.delete_failed'),
    });

  return (
    <article
      id={`comment-${comment.id}`}
      aria-label={t('comments.comment_by', { name: author })}
      className="flex scroll-mt-20 gap-2.5"
    >
      <Link
        to={`/users/${comment.author.id}`}
        tabIndex={-1}
        aria-hidden="true"
        className="shrink-0 rounded-full"
      >
        <Avatar name={author} size="sm" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="rounded-2xl bg-muted px-3 py-2">
          <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm">
            <Link
              to={`/users/${comment.author.id}`}
              className={cn('rounded-sm font-semibold hover:underline', focusRing)}
            >
              {author}
            </Link>
            <span className="text-xs text-muted-foreground">
              <RelativeTime date={comment.creationTime} />
            </span>
            {comment.editedTime && (
              <span
                className="text-xs text-muted-foreground"
                title={formatDateTime(comment.editedTime, me.dateFormat ?? '')}
              >
                · {t('comments.edited')}
              </span>
            )}
          </p>
          {editing ? (
            <CommentBox
              className="mt-2"
              thread={thread}
              draft={editDraft}
              label={t('comments.edit_label')}
              submitLabel={t('comments.save')}
              initialText={comment.body}
              autoFocus
              onCancel={() => setEditing(false)}
              onSubmit={async (body) => {
                await patch.mutateAsync({ id: comment.id, body });
                setEditing(false);
              }}
            />
          ) : (
            <CommentBody body={comment.body} mentions={comment.mentions} />
          )}
        </div>
        {!editing && (
          <div className="flex flex-wrap items-center gap-1 ps-1">
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2 text-xs"
              onClick={() => onReply(comment)}
              aria-label={t('comments.reply_to', { name: author })}
            >
              <Reply aria-hidden="true" />
              {t('comments.reply')}
            </Button>
            {comment.canEdit && (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2 text-xs"
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden="true" />
                {t('comments.edit')}
              </Button>
            )}
            {comment.canDelete && (
              <ConfirmDialog
                trigger={
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-7 px-2 text-xs"
                    disabled={remove.isPending}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('comments.delete')}
                  </Button>
                }
                title={t('comments.delete_title')}
                description={t(isReply ? 'comments.delete_reply_text' : 'comments.delete_text')}
                confirmLabel={t('comments.delete')}
                destructive
                onConfirm={onDelete}
              />
            )}
          </div>
        )}
      </div>
    </article>
  );
}

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
 * The comments under a post, offer or event (issue 26): oldest first, each top-level comment
 * with its replies; more pages on request; a box for a new comment at the end. New comments by
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
  // page once the thread has loaded.
  const { hash } = useLocation();
  const scrolled = useRef('');
  useEffect(() => {
    const target = hash.slice(1);
    if (!query.isSuccess || scrolled.current === target || !target.startsWith(commentsAnchor)) {
      return;
    }
    const element = document.getElementById(target) ?? document.getElementById(commentsAnchor);
    if (!element) return;
    scrolled.current = target;
    element.scrollIntoView({ block: 'start' });
  }, [hash, query.isSuccess]);

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
      {entries.length > 0 && (
        <ul aria-label={t('comments.list')} className="flex flex-col gap-4">
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
