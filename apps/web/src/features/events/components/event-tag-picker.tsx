import { Check } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { eventSystemTags, joinTags, maxTags, splitTags } from '@kozos/contract';
import { Input } from '@/components/ui/input';
import { focusRing } from '@/components/ui/styles';
import { TagChip } from '@/components/ui/tag-chip';
import { TagIcon } from '@/components/ui/tag-icon';
import { cn } from '@/lib/cn';
import { colorOfTag, systemTagOf } from '@/lib/tag-color';

/** The event types of spec §3 as their system tags, in the contract's order. */
export const eventTypeTags: readonly string[] = Object.keys(eventSystemTags);

/** One type toggle: its icon, or a tick in its colour once chosen. */
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

interface EventTagPickerProps {
  /** The form field; the tags travel semicolon-joined in a hidden input of this name. */
  name: string;
  defaultValue: readonly string[];
  error?: string | undefined;
  labelId: string;
  onTagsChange?: (tags: string[]) => void;
}

/** Event types as toggles plus free tags, with a counter that turns red above 10 (spec §5). */
export function EventTagPicker({
  name,
  defaultValue,
  error,
  labelId,
  onTagsChange,
}: EventTagPickerProps) {
  const { t } = useTranslation();
  const [tags, setTagsState] = useState<string[]>([...defaultValue]);
  const [text, setText] = useState('');
  const setTags = (next: string[]) => {
    setTagsState(next);
    onTagsChange?.(next);
  };
  const freeTags = tags.filter((tag) => !eventTypeTags.includes(tag));
  const toggle = (tag: string) =>
    setTags(tags.includes(tag) ? tags.filter((other) => other !== tag) : [...tags, tag]);
  const addText = () => {
    const added = splitTags(text).filter((tag) => !tags.includes(tag));
    if (added.length > 0) setTags([...tags, ...added]);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      event.preventDefault();
      addText();
    }
  };
  const over = tags.length > maxTags;
  const errorId = `${labelId}-error`;
  return (
    <div className="flex flex-col gap-3">
      <input type="hidden" name={name} value={joinTags(tags)} />
      <div role="group" aria-labelledby={`${labelId}-types`} className="flex flex-col gap-2">
        <span id={`${labelId}-types`} className="text-sm text-muted-foreground">
          {t('events.form.types')}
        </span>
        <div className="flex flex-wrap gap-1.5">
          {eventTypeTags.map((tag) => (
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
          {t('events.form.free_tags')}
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
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
