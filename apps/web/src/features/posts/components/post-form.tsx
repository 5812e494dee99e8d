import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreatePostBody,
  maxPhotosPerItem,
  maxTags,
  splitTags,
  type PostResponse,
} from '@kozos/contract';
import { PhotoPicker } from '@/components/photos/photo-picker';
import { usePhotoField } from '@/components/photos/use-photo-field';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { loadDraft, saveDraft, type FormValues } from '@/lib/forms';
import { maxLengthOf, rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import type { Rule } from '@/lib/validation';
import { useGroupChoices } from '../api/posts';
import { PostTagPicker } from './post-tag-picker';

export interface PostFormValues {
  groupId: string;
  title: string;
  description: string;
  tags: string;
  link: string;
  /** The photos in display order (issue 25). */
  photoIds: string[];
}

// Tags are checked by the picker's own rule (its message names the limit); the rest by the
// contract. An edit keeps its group, so only a new post asks for one.
const newPostRules = rulesOf(CreatePostBody.omit({ tags: true }));
const editPostRules = rulesOf(CreatePostBody.omit({ tags: true, groupId: true }));
const titleMaxLength = maxLengthOf(CreatePostBody.shape.title) ?? 0;

const tagLimit: Rule = (value) =>
  typeof value === 'string' && splitTags(value).length > maxTags
    ? { key: 'tag_input.too_many', values: { max: maxTags } }
    : null;

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
}

interface PostFormProps {
  /** Editing: the group is fixed and the fields start from the post. */
  post?: PostResponse;
  /** A new post from a group's page starts with that group chosen. */
  defaultGroupId?: string;
  /** Drafts are kept for a new post only (sessionStorage). */
  formKey?: string;
  submitLabel: string;
  successMessage: string;
  save: (values: PostFormValues) => Promise<PostResponse>;
  onSaved: (post: PostResponse) => void;
  onCancel: () => void;
}

/**
 * Spec §3/§5: group, title (required), description, tags (post types and free tags, at most
 * 10), an http(s) link. Inputs stay uncontrolled, so a failed save loses nothing.
 */
export function PostForm({
  post,
  defaultGroupId,
  formKey,
  submitLabel,
  successMessage,
  save,
  onSaved,
  onCancel,
}: PostFormProps) {
  const { t } = useTranslation();
  const tagsId = useId();
  const editing = post !== undefined;
  const groups = useGroupChoices();
  const [initialTags] = useState<string[]>(() => {
    const draft = formKey ? loadDraft(formKey) : null;
    const fromDraft = typeof draft?.tags === 'string' ? draft.tags : null;
    return splitTags(fromDraft ?? post?.tags ?? '');
  });
  const photos = usePhotoField(post?.photos);
  const form = useForm({
    formKey,
    successMessage,
    rules: { ...(editing ? editPostRules : newPostRules), tags: [tagLimit] },
    onSubmit: (values) =>
      save({
        groupId: text(values, 'groupId'),
        title: text(values, 'title'),
        description: text(values, 'description'),
        tags: text(values, 'tags'),
        link: text(values, 'link'),
        photoIds: photos.photoIds,
      }),
    onSuccess: onSaved,
  });
  const formElement = form.formProps.ref;
  const { clearFieldError } = form;
  const onTagsChange = useCallback(
    (tags: string[]) => {
      // The hidden tags input changes without an input event: keep the draft in step.
      if (formKey && formElement.current) saveDraft(formKey, formElement.current);
      if (tags.length <= maxTags) clearFieldError('tags');
    },
    [formKey, formElement, clearFieldError],
  );
  const groupOptions = groups.data ?? [];
  const onlyGroup = groupOptions.length === 1 ? groupOptions[0]?.id : undefined;
  return (
    <form
      {...form.formProps}
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-6"
    >
      {editing ? (
        <p className="text-sm text-muted-foreground">
          {t('posts.form.posting_in')}{' '}
          <span className="font-semibold text-foreground">{post.group.name}</span>
        </p>
      ) : (
        <FormField
          label={t('posts.form.group')}
          required
          error={form.fieldErrors.groupId}
          hint={
            groups.isSuccess && groupOptions.length === 0 ? t('posts.form.no_groups') : undefined
          }
        >
          <Select
            key={groups.isSuccess ? 'loaded' : 'loading'}
            name="groupId"
            defaultValue={defaultGroupId ?? onlyGroup}
            disabled={groups.isPending}
            placeholder={groups.isPending ? t('common.loading') : t('posts.form.choose_group')}
            options={groupOptions.map((group) => ({ value: group.id, label: group.name }))}
          />
        </FormField>
      )}
      <FormField label={t('posts.form.title')} required error={form.fieldErrors.title}>
        <Input
          name="title"
          defaultValue={post?.title}
          autoComplete="off"
          maxLength={titleMaxLength + 20}
        />
      </FormField>
      <FormField label={t('posts.form.description')} error={form.fieldErrors.description}>
        <Textarea name="description" defaultValue={post?.description} rows={6} />
      </FormField>
      <PhotoPicker
        initial={post?.photos}
        max={maxPhotosPerItem}
        label={t('photos.picker.label')}
        onChange={photos.onChange}
        error={form.fieldErrors.photoIds}
      />
      <fieldset className="flex flex-col gap-2">
        <legend id={tagsId} className="mb-2 text-sm leading-none font-medium">
          {t('posts.form.tags')}
        </legend>
        <PostTagPicker
          name="tags"
          labelId={tagsId}
          defaultValue={initialTags}
          error={form.fieldErrors.tags}
          onTagsChange={onTagsChange}
        />
      </fieldset>
      <FormField
        label={t('posts.form.link')}
        error={form.fieldErrors.link}
        hint={t('posts.form.link_hint')}
      >
        <Input
          name="link"
          type="url"
          inputMode="url"
          defaultValue={post?.link ?? ''}
          placeholder="https://"
          autoComplete="url"
        />
      </FormField>
      <FormMessage message={form.formError} />
      <FormFooter
        submitLabel={submitLabel}
        submitting={form.submitting || photos.uploading}
        submittingLabel={photos.uploading ? t('photos.picker.waiting') : undefined}
        onCancel={onCancel}
      />
    </form>
  );
}
