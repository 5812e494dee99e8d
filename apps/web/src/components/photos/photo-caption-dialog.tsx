import { maxPhotoAltLength, PhotoAlt, type PhotoRef } from '@kozos/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, unexpectedErrorMessage } from '@/lib/api-client';
import { mapServerMessage } from '@/lib/forms';
import { ruleOf } from '@/lib/schema-rules';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

/** Stores a photo's caption; `PATCH /api/Photo/{id}` unless a picker is given another. */
export type SaveCaption = (id: string, alt: string) => Promise<PhotoRef>;

const altRule = ruleOf(PhotoAlt, false);

interface PhotoCaptionDialogProps {
  photo: PhotoRef;
  save: SaveCaption;
  onSaved: (photo: PhotoRef) => void;
  onClose: () => void;
}

/**
 * The caption of one photo (its alt text): what a screen reader reads and what the full-screen
 * viewer shows under it. Saved on its own at once, so the item's form only sends the photo ids.
 */
export function PhotoCaptionDialog({ photo, save, onSaved, onClose }: PhotoCaptionDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(photo.alt);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is drawn outside the item's form, but React passes its submit up to it.
    event.stopPropagation();
    const problem = altRule(value, {});
    if (problem) {
      setError(t(problem.key, problem.values));
      return;
    }
    setSaving(true);
    save(photo.id, value.trim())
      .then((stored) => {
        onSaved(stored);
        onClose();
      })
      .catch((cause: unknown) => {
        const key = cause instanceof ApiError ? cause.message : unexpectedErrorMessage;
        const field = cause instanceof ApiError ? cause.errors.alt : undefined;
        setError(mapServerMessage(field ?? key, t));
        setSaving(false);
      });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('photos.caption.title')} description={t('photos.caption.hint')}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField label={t('photos.caption.label')} error={error}>
            <Input
              name="alt"
              value={value}
              maxLength={maxPhotoAltLength}
              autoComplete="off"
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setError(undefined);
              }}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {t('common.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
