import { ArrowLeft, ArrowRight, Camera, ImagePlus, RotateCcw, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, unexpectedErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { Button } from '../ui/button';
import { focusRing } from '../ui/styles';
import { PhotoImage } from './photo-image';
import {
  donePhotos,
  isUploading,
  moveSlot,
  removeSlot,
  takeFitting,
  updateSlot,
  type PhotoSlot,
} from './photo-list';
import type { PhotoRef } from '@kozos/contract';
import { uploadPhoto } from './upload-photo';

export type UploadPhoto = (
  file: File,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
) => Promise<PhotoRef>;

interface PhotoPickerProps {
  /** The item's photos when editing it. */
  initial?: readonly PhotoRef[];
  max: number;
  /** Stores one file; `POST /api/Photo` unless given. */
  upload?: UploadPhoto;
  /** Every change of the stored photos (in order) and whether an upload is still running. */
  onChange: (photos: PhotoRef[], uploading: boolean) => void;
  label: string;
  /** Under the label: how many, what kind. */
  hint?: string;
  /** A field error the server gave (`photoIds`), translated. */
  error?: string;
}

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `new-${counter}`;
};

const iconButton = cn(
  'inline-flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75 disabled:opacity-40',
  focusRing,
);

/**
 * Photos of a form (issue 25): pick several from the gallery or take one with the camera, each
 * uploads at once with its progress shown; move earlier/later, remove; at most `max`. A failed
 * upload says why (the server's message key) and the rest of the form stays as it was.
 */
export function PhotoPicker({
  initial = [],
  max,
  upload = uploadPhoto,
  onChange,
  label,
  hint,
  error,
}: PhotoPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const pickInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [slots, setSlots] = useState<PhotoSlot<PhotoRef>[]>(() =>
    initial.map((photo) => ({ key: photo.id, state: 'done', photo })),
  );
  const [refused, setRefused] = useState(0);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  const report = useEffectEvent((current: PhotoSlot<PhotoRef>[]) =>
    onChange(donePhotos(current), isUploading(current)),
  );
  useEffect(() => {
    report(slots);
  }, [slots]);

  // Uploads and previews end with the form.
  useEffect(() => {
    const running = controllers.current;
    const shown = previews.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of shown) URL.revokeObjectURL(url);
    };
  }, []);

  const start = (key: string, file: File) => {
    // The slot keeps its file until it is stored, so a failed upload can be tried again.
    const controller = new AbortController();
    controllers.current.set(key, controller);
    upload(
      file,
      (sent) =>
        setSlots((current) =>
          updateSlot(current, key, (slot) =>
            slot.state === 'uploading' ? { ...slot, progress: sent } : slot,
          ),
        ),
      controller.signal,
    )
      .then((photo) => {
        setSlots((current) =>
          updateSlot(current, key, (slot) => ({
            key,
            state: 'done',
            photo,
            preview: slot.preview,
            name: file.name,
          })),
        );
      })
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        const message = cause instanceof ApiError ? cause.message : unexpectedErrorMessage;
        setSlots((current) =>
          updateSlot(current, key, (slot) => ({
            key,
            state: 'failed',
            name: file.name,
            message,
            preview: slot.preview,
            file,
          })),
        );
      })
      .finally(() => controllers.current.delete(key));
  };

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    const { accepted, refused: left } = takeFitting(slots, chosen, max);
    setRefused(left);
    const added = accepted.map((file) => {
      const key = nextKey();
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return {
        key,
        file,
        slot: {
          key,
          state: 'uploading',
          name: file.name,
          progress: 0,
          preview,
          file,
        } satisfies PhotoSlot<PhotoRef>,
      };
    });
    setSlots((current) => [...current, ...added.map((item) => item.slot)]);
    for (const item of added) start(item.key, item.file);
  };

  const retry = (key: string) => {
    const slot = slots.find((item) => item.key === key);
    if (slot?.state !== 'failed' || !(slot.file instanceof File)) return;
    const { file } = slot;
    setSlots((current) =>
      updateSlot(current, key, (item) => ({
        key,
        state: 'uploading',
        name: file.name,
        progress: 0,
        preview: item.preview,
        file,
      })),
    );
    start(key, file);
  };

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    const slot = slots.find((item) => item.key === key);
    if (slot?.preview) {
      URL.revokeObjectURL(slot.preview);
      previews.current.delete(slot.preview);
    }
    setRefused(0);
    setSlots((current) => removeSlot(current, key));
  };

  const count = slots.filter((slot) => slot.state !== 'failed').length;
  const full = count >= max;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${labelId}-hint`}>
      <legend id={labelId} className="mb-2 text-sm leading-none font-medium">
        {label}
      </legend>
      <p id={`${labelId}-hint`} className="text-xs text-muted-foreground">
        {hint ?? t('photos.picker.hint', { max })}{' '}
        <span className="tabular-nums">{t('photos.picker.count', { count, max })}</span>
      </p>
      {slots.length > 0 && (
        <ul aria-label={t('photos.picker.list')} className="grid grid-cols-2 gap-2 xs:grid-cols-3">
          {slots.map((slot, index) => {
            // A photo is named by its file while the form is open, else by its caption or place.
            const name =
              slot.state === 'done'
                ? slot.name || slot.photo.alt || `${label} ${index + 1}`
                : slot.name;
            return (
              <li
                key={slot.key}
                data-state={slot.state}
                aria-label={t('photos.picker.item', { index: index + 1, name })}
                className="relative overflow-hidden rounded-lg border border-border bg-muted"
              >
                {slot.state === 'done' && !slot.preview ? (
                  <PhotoImage photo={slot.photo} aspect={1} sizes="160px" alt="" />
                ) : (
                  <div className="aspect-square">
                    {slot.preview && (
                      <img
                        src={slot.preview}
                        alt=""
                        className={cn(
                          'size-full object-cover',
                          slot.state !== 'done' && 'opacity-60',
                        )}
                      />
                    )}
                  </div>
                )}
                {slot.state === 'uploading' && (
                  <div className="absolute inset-x-2 bottom-2 flex flex-col gap-1">
                    <span className="rounded bg-black/60 px-1.5 py-0.5 text-xs font-medium text-white">
                      {t('photos.picker.uploading', { percent: Math.round(slot.progress * 100) })}
                    </span>
                    <progress
                      className="h-1.5 w-full accent-primary"
                      max={100}
                      value={Math.round(slot.progress * 100)}
                      aria-label={t('photos.picker.progress', { name: slot.name })}
                    />
                  </div>
                )}
                {slot.state === 'failed' && (
                  <div
                    role="alert"
                    className="absolute inset-0 flex flex-col justify-end gap-1 bg-destructive/85 p-2 text-xs text-destructive-foreground"
                  >
                    <span className="font-semibold break-words">{slot.name}</span>
                    <span>
                      {t(`message.${slot.message}`, {
                        defaultValue: t('message.unexpected_error'),
                      })}
                    </span>
                    {slot.file && (
                      <button
                        type="button"
                        onClick={() => retry(slot.key)}
                        className={cn(
                          'inline-flex items-center gap-1 self-start underline',
                          focusRing,
                        )}
                      >
                        <RotateCcw aria-hidden="true" className="size-3.5" />
                        {t('photos.picker.retry')}
                      </button>
                    )}
                  </div>
                )}
                {index === 0 && slot.state === 'done' && max > 1 && (
                  <span className="absolute start-1.5 bottom-1.5 rounded bg-black/60 px-1.5 py-0.5 text-xs font-medium text-white">
                    {t('photos.picker.cover')}
                  </span>
                )}
                <div className="absolute end-1.5 top-1.5 flex gap-1">
                  {max > 1 && (
                    <>
                      <button
                        type="button"
                        className={iconButton}
                        disabled={index === 0}
                        onClick={() => setSlots((current) => moveSlot(current, slot.key, -1))}
                        aria-label={t('photos.picker.move_earlier', { name })}
                      >
                        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
                      </button>
                      <button
                        type="button"
                        className={iconButton}
                        disabled={index === slots.length - 1}
                        onClick={() => setSlots((current) => moveSlot(current, slot.key, 1))}
                        aria-label={t('photos.picker.move_later', { name })}
                      >
                        <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => remove(slot.key)}
                    aria-label={t('photos.picker.remove', { name })}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {refused > 0 && (
        <p role="status" className="text-sm font-medium text-danger">
          {t('photos.picker.too_many', { count: refused, max })}
        </p>
      )}
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={full} onClick={() => pickInput.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {max > 1 ? t('photos.picker.choose') : t('photos.picker.choose_one')}
        </Button>
        <Button variant="outline" disabled={full} onClick={() => cameraInput.current?.click()}>
          <Camera aria-hidden="true" />
          {t('photos.picker.take')}
        </Button>
      </div>
      <input
        ref={pickInput}
        type="file"
        accept="image/*"
        multiple={max > 1}
        onChange={add}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('photos.picker.choose')}
        data-testid="photo-input"
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        onChange={add}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('photos.picker.take')}
      />
    </fieldset>
  );
}
