import type { PhotoRef } from '@kozos/contract';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiError, unexpectedErrorMessage } from '@/lib/api-client';
import {
  donePhotos,
  isUploading,
  moveSlot,
  placeSlot,
  removeSlot,
  takeFitting,
  updateSlot,
  type PhotoSlot,
} from './photo-list';

export type UploadPhoto = (
  file: File,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
) => Promise<PhotoRef>;

export type Slot = PhotoSlot<PhotoRef>;

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `new-${counter}`;
};

/**
 * The picker's photos and what can be done to them: add files (each uploads at once), retry a
 * refused one, remove, move, put a stored photo's new caption in place. Every change is
 * reported as the stored photos in order and whether an upload still runs.
 */
export function usePhotoSlots(options: {
  initial: readonly PhotoRef[];
  max: number;
  upload: UploadPhoto;
  onChange: (photos: PhotoRef[], uploading: boolean) => void;
}) {
  const { max, upload } = options;
  const [slots, setSlots] = useState<Slot[]>(() =>
    options.initial.map((photo) => ({ key: photo.id, state: 'done', photo })),
  );
  const [refused, setRefused] = useState(0);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  const report = useEffectEvent((current: Slot[]) =>
    options.onChange(donePhotos(current), isUploading(current)),
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

  const change = (key: string, next: (slot: Slot) => Slot) =>
    setSlots((current) => updateSlot(current, key, next));

  const start = (key: string, file: File) => {
    // The slot keeps its file until it is stored, so a failed upload can be tried again.
    const controller = new AbortController();
    controllers.current.set(key, controller);
    const progress = (sent: number) =>
      change(key, (slot) => (slot.state === 'uploading' ? { ...slot, progress: sent } : slot));
    upload(file, progress, controller.signal)
      .then((photo) =>
        change(key, (slot) => ({
          key,
          state: 'done',
          photo,
          preview: slot.preview,
          name: file.name,
        })),
      )
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        const message = cause instanceof ApiError ? cause.message : unexpectedErrorMessage;
        change(key, (slot) => ({
          key,
          state: 'failed',
          name: file.name,
          message,
          preview: slot.preview,
          file,
        }));
      })
      .finally(() => controllers.current.delete(key));
  };

  const add = (files: readonly File[]) => {
    const { accepted, refused: left } = takeFitting(slots, files, max);
    setRefused(left);
    const added = accepted.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      const slot: Slot = {
        key: nextKey(),
        state: 'uploading',
        name: file.name,
        progress: 0,
        preview,
        file,
      };
      return { slot, file };
    });
    setSlots((current) => [...current, ...added.map((item) => item.slot)]);
    for (const { slot, file } of added) start(slot.key, file);
  };

  const retry = (key: string) => {
    const slot = slots.find((item) => item.key === key);
    if (slot?.state !== 'failed' || !(slot.file instanceof File)) return;
    const { file } = slot;
    change(key, (item) => ({
      key,
      state: 'uploading',
      name: file.name,
      progress: 0,
      preview: item.preview,
      file,
    }));
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

  return {
    slots,
    refused,
    add,
    retry,
    remove,
    move: (key: string, offset: number) => setSlots((current) => moveSlot(current, key, offset)),
    /** A drag ended over another photo: this one takes its place. */
    place: (key: string, overKey: string) =>
      setSlots((current) => placeSlot(current, key, overKey)),
    /** A stored photo as the server answered a change of its caption. */
    saved: (key: string, photo: PhotoRef) =>
      change(key, (slot) => (slot.state === 'done' ? { ...slot, photo } : slot)),
  };
}
