import type { CommentResponse } from '@kozos/contract';
import { personName } from '@kozos/contract';
import { Pencil, Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RelativeTime } from '@/components/ui/relative-time';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/dates';
import { showErrorToast } from '@/lib/error-toast';
import { toast } from '@/lib/toast';
import { useDeleteComment, usePatchComment, type ThreadRef } from '../api/comments';
import { commentDrafts } from '../draft-store';
import { CommentBody } from './comment-body';
import { CommentBox } from './comment-box';
import { ReportCommentDialog } from './report-comment-dialog';

export interface CommentItemProps {
  comment: CommentResponse;
  thread: ThreadRef;
  threadKey: string;
  /** Top-level comments take replies; a reply's Reply answers its top-level comment. */
  onReply: (comment: CommentResponse) => void;
}

/**
 * One comment: author, time, the edited marker, its text with mentions linked, and Reply, Edit
 * (its author) and Delete (its author or a group admin); a removed one with replies is a marker.
 */
export function CommentItem({ comment, thread, threadKey, onReply }: CommentItemProps) {
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
  const isMine = comment.author.id === me.id;
  // A group admin removing someone else's comment is told whose it is.
  const deleteText = isMine
    ? t(isReply ? 'comments.delete_reply_text' : 'comments.delete_text')
    : t('comments.delete_other_text', { name: author });

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

  // Hidden by an admin after a report: others read only that; its author and the group's
  // admins still read the text, with the reason.
  if (comment.hidden && comment.body === '') {
    return (
      <article
        id={`comment-${comment.id}`}
        aria-label={t('comments.hidden')}
        className="rounded-xl border border-dashed border-border px-3 py-2 text-sm text-muted-foreground italic"
      >
        {t('comments.hidden')}
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
        <Avatar name={author} photo={comment.author.avatar} size="sm" />
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
          {comment.hidden && (
            <p className="mt-1 text-xs font-medium text-amber-800 dark:text-amber-300">
              {t(isMine ? 'comments.hidden_yours' : 'comments.hidden_for_admins', {
                reason: comment.hiddenReason ?? '',
              })}
            </p>
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
                description={deleteText}
                confirmLabel={t('comments.delete')}
                destructive
                onConfirm={onDelete}
              />
            )}
            {comment.canReport && (
              <ReportCommentDialog commentId={comment.id} thread={thread} author={author} />
            )}
          </div>
        )}
      </div>
    </article>
  );
}
