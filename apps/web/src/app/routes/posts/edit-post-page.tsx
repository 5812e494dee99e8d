import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { usePatchPost } from '@/features/posts/api/posts';
import { PostForm } from '@/features/posts/components/post-form';
import { PostLoader } from '@/features/posts/components/post-loader';
import { useCurrentUser } from '@/lib/current-user';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from '../groups/back-link';

/** /posts/:id/edit (the author only): every field optional (spec §5); toast Post_edited. */
export function EditPostPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const patch = usePatchPost(id);
  const postPath = `/posts/${id}`;
  return (
    <PostLoader id={id}>
      {(post) => (
        <>
          <BackLink to={postPath} label={t('posts.back_to_post')} />
          <PageHeading title={t('posts.edit_title')} description={post.title} />
          {post.author.id === me.id ? (
            <PostForm
              post={post}
              submitLabel={t('common.save')}
              successMessage="Post_edited"
              save={({ title, description, tags, link, photoIds }) =>
                patch.mutateAsync({ title, description, tags, link, photoIds })
              }
              onSaved={() => void navigate(postPath, { replace: true })}
              onCancel={() => void navigate(postPath)}
            />
          ) : (
            <Notice variant="info" title={t('posts.author_only')}>
              {t('posts.author_only_text')}
            </Notice>
          )}
        </>
      )}
    </PostLoader>
  );
}
