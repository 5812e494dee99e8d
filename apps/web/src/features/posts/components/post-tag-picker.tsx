import { Check } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { joinTags, maxTags, postTypes, splitTags, warningTag } from '@kozos/contract';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { focusRing } from '@/components/ui/styles';
import { TagChip } from '@/components/ui/tag-chip';
import { TagIcon } from '@/components/ui/tag-icon';
import { cn } from '@/lib/cn';
import { colorOfTag, systemTagOf } from '@/lib/tag-color';

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
 * Post types as toggles plus free tags, one list with a counter that turns red above 10
 * (spec §5). Choosing the warning type shows that the members will be notified.
 */
export function PostTagPicker({
  name,
  defaultValue,
  error,
  labelId,
  onTagsChange,
}: PostTagPickerProps) {
  const { t } = useTranslation();
  const [tags, setTags] = useState<string[]>([...defaultValue]);
  const [text, setText] = useState('');
  const changed = useRef(onTagsChange);
  useEffect(() => {
    changed.current = onTagsChange;
  });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    changed.current?.(tags);
  }, [tags]);
  const freeTags = tags.filter((tag) => !postTypeTags.includes(tag));
  const toggle = (tag: string) =>
    setTags((current) =>
      current.includes(tag) ? current.filter((other) => other !== tag) : [...current, tag],
    );
  const addText = () => {
    const added = splitTags(text).filter((tag) => !tags.includes(tag));
    if (added.length > 0) setTags([...tags, ...added]);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      event.preventDefault();
      addText();
    } else if (event.key === 'Backspace' && text === '' && freeTags.length > 0) {
      const last = freeTags[freeTags.length - 1];
      setTags(tags.filter((tag) => tag !== last));
    }
  };
  const over = tags.length > maxTags;
  const errorId = `${labelId}-error`;
  return (
    <div className="flex flex-col gap-3">
      <input type="hidden" name={name} value={joinTags(tags)} />
      <div role="group" aria-labelledby={`${labelId}-types`} className="flex flex-col gap-2">
        <span id={`${labelId}-types`} className="text-sm text-muted-foreground">
          {t('posts.form.types')}
        </span>
        <div className="flex flex-wrap gap-1.5">
          {postTypeTags.map((tag) => {
            const chosen = tags.includes(tag);
            const color = colorOfTag(tag);
            return (
              <button
                key={tag}
                type="button"
                aria-pressed={chosen}
                onClick={() => toggle(tag)}
                className={cn(
                  'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
                  chosen ? 'text-foreground' : 'border-border text-muted-foreground hover:bg-muted',
                  focusRing,
                )}
                style={
                  chosen
                    ? {
                        borderColor: color,
                        backgroundColor: `color-mix(in srgb, ${color} 18%, transparent)`,
                      }
                    : undefined
                }
              >
                {chosen ? (
                  <Check aria-hidden="true" className="size-3.5" style={{ color }} />
                ) : (
                  <TagIcon name={systemTagOf(tag)?.icon} aria-hidden="true" className="size-3.5" />
                )}
                {t(`tags.${tag}`)}
              </button>
            );
          })}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${labelId}-free`} className="text-sm text-muted-foreground">
          {t('posts.form.free_tags')}
        </label>
        <Input
          id={`${labelId}-free`}
          name="fake_tag"
          value={text}
          placeholder={t('tag_input.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={addText}
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        {freeTags.map((tag) => (
          <TagChip
            key={tag}
            tag={tag}
            onRemove={() => setTags(tags.filter((other) => other !== tag))}
          />
        ))}
        <span
          aria-live="polite"
          className={cn(
            'ms-auto text-xs tabular-nums',
            over ? 'font-semibold text-danger' : 'text-muted-foreground',
          )}
        >
          {t('tag_input.count', { count: tags.length, max: maxTags })}
          {over && <span className="sr-only"> {t('tag_input.too_many', { max: maxTags })}</span>}
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {notifiesGroup(tags) && (
        <Notice variant="warning" title={t('posts.form.warning_title')}>
          {t('posts.form.warning_notice')}
        </Notice>
      )}
    </div>
  );
}
