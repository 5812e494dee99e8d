import type { PhotoRef } from '@kozos/contract';
import { useCallback, useState } from 'react';

/**
 * A form's photos as its picker reports them: the ids to send (display order) and whether an
 * upload is still running (the form waits for it rather than saving without the photo).
 */
export function usePhotoField(initial: readonly PhotoRef[] = []) {
  const [state, setState] = useState(() => ({ photos: [...initial], uploading: false }));
  const onChange = useCallback(
    (photos: PhotoRef[], uploading: boolean) => setState({ photos, uploading }),
    [],
  );
  return {
    photos: state.photos,
    photoIds: state.photos.map((photo) => photo.id),
    uploading: state.uploading,
    onChange,
  };
}
