import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { colorOfTag, systemTagOf, tagTintPercent } from '@/lib/tag-color';
import { focusRing } from './styles';
import { TagIcon } from './tag-icon';

interface TagChipProps {
  tag: string;
  onRemove?: () => void;
  className?: string;
}

/**
 * The tag's colour marks the border, tint and icon; the text stays in the theme's
 * foreground so it reads at AA contrast whatever the hue (a 45 % lightness yellow would not).
 */
export function TagChip({ tag, onRemove, className }: TagChipProps) {
  const { t } = useTranslation();
  const system = systemTagOf(tag);
  const color = colorOfTag(tag);
  const label = system ? t(`tags.${tag}`) : tag;
  return (
    <span
      className={cn(
        'inline-flex h-7 max-w-full items-center gap-1.5 rounded-full border px-2.5 text-sm font-medium text-foreground',
        className,
      )}
      style={{
        borderColor: color,
        backgroundColor: `color-mix(in srgb, ${color} ${tagTintPercent}%, transparent)`,
      }}
    >
      <TagIcon
        name={system?.icon}
        aria-hidden="true"
        className="size-3.5 shrink-0"
        style={{ color }}
      />
      <span className="truncate">{label}</span>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('tag_input.remove', { tag: label })}
          className={cn(
            '-me-1 inline-flex size-5 items-center justify-center rounded-full hover:bg-foreground/10',
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      )}
    </span>
  );
}
