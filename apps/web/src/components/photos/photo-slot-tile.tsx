import { ArrowLeft, ArrowRight, GripVertical, PenLine, RotateCcw, X } from 'lucide-react';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { focusRing } from '../ui/styles';
import { PhotoImage } from './photo-image';
import type { Slot } from './use-photo-slots';

export interface SlotActions {
  move: (key: string, offset: number) => void;
  remove: (key: string) => void;
  retry: (key: string) => void;
  editCaption: (key: string) => void;
}

/** What a sortable list gives a tile: its place while dragged and the handle's wiring. */
export interface SortableWiring {
  itemRef: Ref<HTMLLIElement>;
  style: CSSProperties;
  dragging: boolean;
  handleRef: Ref<HTMLButtonElement>;
  handleProps: HTMLAttributes<HTMLButtonElement>;
}

interface PhotoSlotTileProps extends Partial<SortableWiring> {
  slot: Slot;
  index: number;
  count: number;
  /** The picker's label: names a stored photo that has neither a file name nor a caption. */
  label: string;
  /** More than one photo fits: the tile can be moved and marks the cover. */
  orderable: boolean;
  captions: boolean;
  actions: SlotActions;
}

const iconButton = cn(
  'inline-flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75 disabled:opacity-40',
  focusRing,
);

/** A photo's name while the form is open: its file, else its caption or its place. */
export function slotName(slot: Slot, index: number, label: string): string {
  return slot.state === 'done' ? slot.name || slot.photo.alt || `${label} ${index + 1}` : slot.name;
}

/**
 * One photo of the picker: its preview, the upload's progress or the reason it was refused, the
 * buttons to move and remove it, a drag handle when the list is sortable, and its caption.
 */
export function PhotoSlotTile(props: PhotoSlotTileProps) {
  const { slot, index, count, orderable, captions, actions, itemRef, handleRef, handleProps } =
    props;
  const { t } = useTranslation();
  const name = slotName(slot, index, props.label);
  return (
    <li
      ref={itemRef}
      style={props.style}
      data-state={slot.state}
      data-dragging={props.dragging || undefined}
      aria-label={t('photos.picker.item', { index: index + 1, name })}
      className={cn(
        'relative flex flex-col overflow-hidden rounded-lg border border-border bg-muted select-none [-webkit-touch-callout:none]',
        props.dragging && 'z-10 shadow-lg ring-2 ring-primary',
      )}
    >
      <div className="relative">
        <SlotPicture slot={slot} />
        {slot.state === 'uploading' && <SlotProgress slot={slot} />}
        {slot.state === 'failed' && <SlotRefusal slot={slot} onRetry={actions.retry} />}
        {index === 0 && slot.state === 'done' && orderable && (
          <span className="absolute start-1.5 bottom-1.5 rounded bg-black/60 px-1.5 py-0.5 text-xs font-medium text-white">
            {t('photos.picker.cover')}
          </span>
        )}
        <div className="absolute inset-x-1.5 top-1.5 flex gap-1">
          {orderable && handleProps && (
            <button
              ref={handleRef}
              type="button"
              className={cn(iconButton, 'cursor-grab touch-none active:cursor-grabbing')}
              {...handleProps}
              aria-label={t('photos.picker.drag', { name })}
            >
              <GripVertical aria-hidden="true" className="size-4" />
            </button>
          )}
          <span className="flex-1" />
          {orderable && (
            <>
              <button
                type="button"
                className={iconButton}
                disabled={index === 0}
                onClick={() => actions.move(slot.key, -1)}
                aria-label={t('photos.picker.move_earlier', { name })}
              >
                <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={index === count - 1}
                onClick={() => actions.move(slot.key, 1)}
                aria-label={t('photos.picker.move_later', { name })}
              >
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </button>
            </>
          )}
          <button
            type="button"
            className={iconButton}
            onClick={() => actions.remove(slot.key)}
            aria-label={t('photos.picker.remove', { name })}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      {captions && slot.state === 'done' && (
        <button
          type="button"
          onClick={() => actions.editCaption(slot.key)}
          aria-label={t('photos.caption.edit', { name })}
          className={cn(
            'flex min-h-9 flex-1 items-center gap-1.5 bg-card px-2 py-1.5 text-start text-xs hover:bg-muted',
            focusRing,
          )}
        >
          <PenLine aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
          {slot.photo.alt ? (
            <span className="line-clamp-2 break-words">{slot.photo.alt}</span>
          ) : (
            <span className="text-muted-foreground">{t('photos.caption.add')}</span>
          )}
        </button>
      )}
    </li>
  );
}

function SlotPicture({ slot }: { slot: Slot }) {
  if (slot.state === 'done' && !slot.preview) {
    return <PhotoImage photo={slot.photo} aspect={1} sizes="160px" alt="" />;
  }
  return (
    <div className="aspect-square">
      {slot.preview && (
        <img
          src={slot.preview}
          alt=""
          draggable={false}
          className={cn('size-full object-cover', slot.state !== 'done' && 'opacity-60')}
        />
      )}
    </div>
  );
}

function SlotProgress({ slot }: { slot: Extract<Slot, { state: 'uploading' }> }) {
  const { t } = useTranslation();
  const percent = Math.round(slot.progress * 100);
  return (
    <div className="absolute inset-x-2 bottom-2 flex flex-col gap-1">
      <span className="rounded bg-black/60 px-1.5 py-0.5 text-xs font-medium text-white">
        {t('photos.picker.uploading', { percent })}
      </span>
      <progress
        className="h-1.5 w-full accent-primary"
        max={100}
        value={percent}
        aria-label={t('photos.picker.progress', { name: slot.name })}
      />
    </div>
  );
}

function SlotRefusal({
  slot,
  onRetry,
}: {
  slot: Extract<Slot, { state: 'failed' }>;
  onRetry: (key: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="absolute inset-0 flex flex-col justify-end gap-1 bg-destructive/85 p-2 text-xs text-destructive-foreground"
    >
      <span className="font-semibold break-words">{slot.name}</span>
      <span>{t(`message.${slot.message}`, { defaultValue: t('message.unexpected_error') })}</span>
      {slot.file && (
        <button
          type="button"
          onClick={() => onRetry(slot.key)}
          className={cn('inline-flex items-center gap-1 self-start underline', focusRing)}
        >
          <RotateCcw aria-hidden="true" className="size-3.5" />
          {t('photos.picker.retry')}
        </button>
      )}
    </div>
  );
}
