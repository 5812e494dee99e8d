import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { joinTags, splitTags } from '@kozos/contract';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { TagChips } from './tag-chips';

interface TagInputProps extends Omit<
  ComponentProps<'input'>,
  'name' | 'defaultValue' | 'onChange'
> {
  /** The form field name; the tags travel semicolon-joined in a hidden input of this name. */
  name: string;
  defaultValue?: readonly string[];
  onTagsChange?: (tags: string[]) => void;
}

/** Free tags with a counter that turns red above the limit of 10 (spec §5). */
export function TagInput({
  name,
  defaultValue = [],
  onTagsChange,
  className,
  ...inputProps
}: TagInputProps) {
  const { t } = useTranslation();
  const [tags, setTags] = useState<string[]>([...defaultValue]);
  const [text, setText] = useState('');
  const update = (next: string[]) => {
    setTags(next);
    onTagsChange?.(next);
  };
  const add = () => {
    const added = splitTags(text).filter((tag) => !tags.includes(tag));
    if (added.length > 0) update([...tags, ...added]);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      update(tags.slice(0, -1));
    }
  };
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {/* fake_: the text box is UI only; the form reads the joined tags below (spec §5). */}
      <Input
        name="fake_tag"
        value={text}
        placeholder={t('tag_input.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
        enterKeyHint="done"
        {...inputProps}
      />
      <input type="hidden" name={name} value={joinTags(tags)} />
      <TagChips
        shown={tags}
        total={tags.length}
        onRemove={(tag) => update(tags.filter((other) => other !== tag))}
      />
    </div>
  );
}
