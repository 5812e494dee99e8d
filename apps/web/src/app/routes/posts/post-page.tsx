import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { PostResponse } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CommentThread } from '@/features/comments/components/comment-thread';
import { ItemModeration } from '@/features/comments/components/report-item-dialog';
import { useGroup } from '@/features/groups/api/get-group';
import { useDeletePost } from '@/features/posts/api/posts';
import { PostCard } from '@/features/posts/components/post-card';
import { PostLoader } from '@/features/posts/components/post-loader';
import { errorToastText } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { toast } from '@/lib/toast';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from '../groups/back-link';

function PostView({ post }: { post: PostResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const isAuthor = post.author.id === me.id;
  // Admins of the post's group may delete it too; the group tells whether I am one.
  const group = useGroup(isAuthor ? '' : post.group.id);
  const canDelete = isAuthor || group.data?.myMembership.isAdmin === true;
  const remove = useDeletePost(post.id);
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('Deleted') });
        void navigate('/posts', { replace: true });
      },
      onError: (error) => toast({ ...errorToastText(error, t), variant: 'destructive' }),
    });
  const actions =
    isAuthor || canDelete ? (
      <>
        {isAuthor && (
          <Button asChild variant="outline" size="sm">
            <Link to={`/posts/${post.id}/edit`}>
              <Pencil aria-hidden="true" />
              {t('posts.edit')}
            </Link>
          </Button>
        )}
        {canDelete && (
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" disabled={remove.isPending}>
                <Trash2 aria-hidden="true" />
                {t('posts.delete')}
              </Button>
            }
            title={t('posts.delete_title')}
            description={t('posts.delete_text', { title: post.title })}
            confirmLabel={t('posts.delete')}
            destructive
            onConfirm={onDelete}
          />
        )}
      </>
    ) : undefined;
  return (
    <>
      <BackLink to={`/groups/${post.group.id}`} label={post.group.name} />
      <PageHeading title={post.title} />
      <div className="flex flex-col gap-5">
        <ItemModeration
          type="post"
          id={post.id}
          isAuthor={isAuthor}
          hiddenReason={post.hiddenReason}
        />
        <PostCard post={post} full actions={actions} />
        <CommentThread itemType="post" itemId={post.id} />
      </div>
    </>
  );
}

/** /posts/:id: the whole post; Edit for the author, Delete for the author or a group admin. */
export function PostPage() {
  const { id = '' } = useParams();
  return <PostLoader id={id}>{(post) => <PostView post={post} />}</PostLoader>;
}
