import { useTranslation } from 'react-i18next';
import { maxTags } from '@kozos/contract';
import { cn } from '@/lib/cn';
import { TagChip } from './tag-chip';

/**
 * The removable chips of a tag field and its counter of all its tags, which turns red above 10
 * (spec §5); shared by the tag input and the tag picker.
 */
export function TagChips({
  shown,
  total,
  onRemove,
}: {
  /** The chips to show (the picker leaves out the tags it shows as toggles). */
  shown: readonly string[];
  /** Every tag of the field, for the counter. */
  total: number;
  onRemove: (tag: string) => void;
}) {
  const { t } = useTranslation();
  const over = total > maxTags;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {shown.map((tag) => (
        <TagChip key={tag} tag={tag} onRemove={() => onRemove(tag)} />
      ))}
      <span
        aria-live="polite"
        className={cn(
          'ms-auto text-xs tabular-nums',
          over ? 'font-semibold text-danger' : 'text-muted-foreground',
        )}
      >
        {t('tag_input.count', { count: total, max: maxTags })}
        {over && <span className="sr-only"> {t('tag_input.too_many', { max: maxTags })}</span>}
      </span>
    </div>
  );
}
