import { Check } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinTags, splitTags } from '@kozos/contract';
import { cn } from '@/lib/cn';
import { colorOfTag, systemTagOf } from '@/lib/tag-color';
import { Input } from './input';
import { focusRing } from './styles';
import { TagChips } from './tag-chips';
import { TagIcon } from './tag-icon';

/** One system tag as a toggle: its icon, or a tick in its colour once chosen. */
export function TypeToggle({
  tag,
  chosen,
  onToggle,
}: {
  tag: string;
  chosen: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const color = colorOfTag(tag);
  return (
    <button
      type="button"
      aria-pressed={chosen}
      onClick={onToggle}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
        chosen ? 'text-foreground' : 'border-border text-muted-foreground hover:bg-muted',
        focusRing,
      )}
      style={
        chosen
          ? { borderColor: color, backgroundColor: `color-mix(in srgb, ${color} 18%, transparent)` }
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
}

interface TagPickerProps {
  /** The form field; the tags travel semicolon-joined in a hidden input of this name. */
  name: string;
  defaultValue: readonly string[];
  error?: string | undefined;
  labelId: string;
  /** Called after the tags changed (the form keeps its draft in step). */
  onTagsChange?: (tags: string[]) => void;
  /** The system tags offered as toggles (post types, product kinds), in order. */
  typeTags: readonly string[];
  /** Names the toggles ("Post type") and the free-text box ("Other tags"). */
  typesLabel: string;
  freeLabel: string;
  /** Shown under the tags, given the current ones (e.g. the warning notice of posts). */
  footer?: (tags: readonly string[]) => ReactNode;
}

/**
 * System tags as toggles plus free tags, one list with a counter that turns red above 10
 * (spec §5). Posts offer their types, products their kinds.
 */
export function TagPicker({
  name,
  defaultValue,
  error,
  labelId,
  onTagsChange,
  typeTags,
  typesLabel,
  freeLabel,
  footer,
}: TagPickerProps) {
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
  const freeTags = tags.filter((tag) => !typeTags.includes(tag));
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
  const errorId = `${labelId}-error`;
  return (
    <div className="flex flex-col gap-3">
      <input type="hidden" name={name} value={joinTags(tags)} />
      <div role="group" aria-labelledby={`${labelId}-types`} className="flex flex-col gap-2">
        <span id={`${labelId}-types`} className="text-sm text-muted-foreground">
          {typesLabel}
        </span>
        <div className="flex flex-wrap gap-1.5">
          {typeTags.map((tag) => (
            <TypeToggle
              key={tag}
              tag={tag}
              chosen={tags.includes(tag)}
              onToggle={() => toggle(tag)}
            />
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${labelId}-free`} className="text-sm text-muted-foreground">
          {freeLabel}
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
      <TagChips
        shown={freeTags}
        total={tags.length}
        onRemove={(tag) => setTags(tags.filter((other) => other !== tag))}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {footer?.(tags)}
    </div>
  );
}
