import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCreatePost } from '@/features/posts/api/posts';
import { PostForm } from '@/features/posts/components/post-form';
import { useGoBack } from '@/lib/use-go-back';
import { PageHeading } from '../../layout/page-heading';

/** /posts/new (`?group=` preselects a group): on success a toast, then the post itself. */
export function NewPostPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack('/posts');
  const [params] = useSearchParams();
  const create = useCreatePost();
  return (
    <>
      <PageHeading title={t('posts.new_title')} description={t('posts.new_text')} />
      <PostForm
        formKey="post-new"
        defaultGroupId={params.get('group') ?? undefined}
        submitLabel={t('posts.publish')}
        successMessage="Post_created"
        save={({ groupId, title, description, tags, link, photoIds }) =>
          create.mutateAsync({
            groupId,
            title,
            description,
            tags,
            photoIds,
            ...(link ? { link } : {}),
          })
        }
        onSaved={(post) => void navigate(`/posts/${post.id}`, { replace: true })}
        onCancel={goBack}
      />
    </>
  );
}
