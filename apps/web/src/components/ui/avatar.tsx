import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { tagHue } from '@/lib/tag-color';
import { photoSrcset, photoVariantPath, type PhotoRef } from '@kozos/contract';

interface AvatarProps {
  name: string;
  /** The person's profile picture; initials when there is none (issue 25). */
  photo?: PhotoRef | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const;
/** The drawn width in CSS pixels, for `sizes`: the browser fetches the smallest width that fits. */
const pixels = { sm: 32, md: 40, lg: 56 } as const;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * The initials' background for a hue: the same in both themes, with white text; 32 % lightness
 * keeps it above 4.5:1 at every hue (avatar-colors.test.ts; the yellows are the closest, 4.75:1).
 */
export function avatarBackground(hue: number): string {
  return `hsl(${hue} 45% 32%)`;
}

/** The profile picture, else initials on a colour from the name (also while the picture loads or when it fails). */
export function Avatar({ name, photo, size = 'md', className }: AvatarProps) {
  const smallest = photo?.widths[0];
  return (
    <AvatarPrimitive.Root
      className={cn(
        'inline-flex shrink-0 overflow-hidden rounded-full select-none',
        sizes[size],
        className,
      )}
    >
      {photo && smallest !== undefined && (
        <AvatarPrimitive.Image
          src={photoVariantPath(photo.id, smallest)}
          srcSet={photoSrcset(photo)}
          sizes={`${pixels[size]}px`}
          alt={name}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      )}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center font-semibold text-white"
        style={{ backgroundColor: avatarBackground(tagHue(name)) }}
        aria-label={name}
        role="img"
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
