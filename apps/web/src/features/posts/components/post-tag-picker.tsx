import { useTranslation } from 'react-i18next';
import { postTypes, warningTag } from '@kozos/contract';
import { Notice } from '@/components/ui/notice';
import { TagPicker } from '@/components/ui/tag-picker';

/** The post types of spec §3 as their system tags, in the contract's order. */
export const postTypeTags: readonly string[] = [...new Set(Object.values(postTypes))];

/** Spec §5: a warning-tagged post tells the author that the group will be notified. */
export function notifiesGroup(tags: readonly string[]): boolean {
  return tags.includes(warningTag);
}

interface PostTagPickerProps {
  /** The form field; the tags travel semicolon-joined in a hidden input of this name. */
  name: string;
  defaultValue: readonly string[];
  error?: string | undefined;
  labelId: string;
  /** Called after the tags changed (the form keeps its draft in step). */
  onTagsChange?: (tags: string[]) => void;
}

/**
 * Post types as toggles plus free tags (spec §5). Choosing the warning type shows that the
 * members will be notified.
 */
export function PostTagPicker(props: PostTagPickerProps) {
  const { t } = useTranslation();
  return (
    <TagPicker
      {...props}
      typeTags={postTypeTags}
      typesLabel={t('posts.form.types')}
      freeLabel={t('posts.form.free_tags')}
      footer={(tags) =>
        notifiesGroup(tags) && (
          <Notice variant="warning" title={t('posts.form.warning_title')}>
            {t('posts.form.warning_notice')}
          </Notice>
        )
      }
    />
  );
}
