import { routes } from '@/lib/routes';
import type { PhotoRef } from '@kozos/contract';
import { Camera, ImagePlus } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { Button } from '../ui/button';
import { PhotoCaptionDialog, type SaveCaption } from './photo-caption-dialog';
import { PhotoSlotTile, slotName, type SlotActions, type SortableWiring } from './photo-slot-tile';
import { uploadPhoto } from './upload-photo';
import { usePhotoSlots, type Slot, type UploadPhoto } from './use-photo-slots';

export type { UploadPhoto } from './use-photo-slots';
export type { SaveCaption } from './photo-caption-dialog';

/** Drag and drop comes with the second photo (decision 215): most forms never need its code. */
const SortablePhotoGrid = lazy(() => import('./sortable-photo-grid'));

const saveCaptionByApi: SaveCaption = (id, alt) =>
  api.call(routes.patchPhotoById, { params: { id }, body: { alt } });

interface PhotoPickerProps {
  /** The item's photos when editing it. */
  initial?: readonly PhotoRef[];
  max: number;
  /** Stores one file; `POST /api/Photo` unless given. */
  upload?: UploadPhoto;
  /** Stores a caption; `PATCH /api/Photo/{id}` unless given. */
  saveCaption?: SaveCaption;
  /** Whether each photo gets a caption (alt text); a profile picture needs none. */
  captions?: boolean;
  /** Every change of the stored photos (in order) and whether an upload is still running. */
  onChange: (photos: PhotoRef[], uploading: boolean) => void;
  label: string;
  /** Under the label: how many, what kind. */
  hint?: string;
  /** A field error the server gave (`photoIds`), translated. */
  error?: string;
}

const gridClass = 'grid grid-cols-2 gap-2 xs:grid-cols-3';

/**
 * Photos of a form (issue 25): pick several from the gallery or take one with the camera, each
 * uploads at once with its progress shown; drag or move earlier/later, remove, caption; at most
 * `max`. A failed upload says why (the server's message key) and the rest of the form stays.
 */
export function PhotoPicker({
  initial = [],
  max,
  upload = uploadPhoto,
  saveCaption = saveCaptionByApi,
  captions = max > 1,
  onChange,
  label,
  hint,
  error,
}: PhotoPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const pickInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const photos = usePhotoSlots({ initial, max, upload, onChange });
  const { slots } = photos;
  const [captioning, setCaptioning] = useState<string | null>(null);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    photos.add(chosen);
  };
  const actions: SlotActions = { ...photos, editCaption: setCaptioning };
  const orderable = max > 1;
  const tile = (slot: Slot, index: number, sortable?: SortableWiring) => (
    <PhotoSlotTile
      key={slot.key}
      slot={slot}
      index={index}
      count={slots.length}
      label={label}
      orderable={orderable}
      captions={captions}
      actions={actions}
      {...sortable}
    />
  );
  const staticTiles = slots.map((slot, index) => tile(slot, index));
  const nameOf = (key: string) => {
    const index = slots.findIndex((slot) => slot.key === key);
    const slot = slots[index];
    return slot ? slotName(slot, index, label) : '';
  };
  const captioned = slots.find((slot) => slot.key === captioning);

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
        <ul aria-label={t('photos.picker.list')} className={gridClass}>
          {orderable && slots.length > 1 ? (
            <Suspense fallback={staticTiles}>
              <SortablePhotoGrid slots={slots} nameOf={nameOf} onPlace={photos.place}>
                {tile}
              </SortablePhotoGrid>
            </Suspense>
          ) : (
            staticTiles
          )}
        </ul>
      )}
      {photos.refused > 0 && (
        <p role="status" className="text-sm font-medium text-danger">
          {t('photos.picker.too_many', { count: photos.refused, max })}
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
      {captioned?.state === 'done' && (
        <PhotoCaptionDialog
          photo={captioned.photo}
          save={saveCaption}
          onSaved={(photo) => photos.saved(captioned.key, photo)}
          onClose={() => setCaptioning(null)}
        />
      )}
    </fieldset>
  );
}
