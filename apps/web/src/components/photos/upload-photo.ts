import type { PhotoRef } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { uploadFile } from '@/lib/upload';

/** `POST /api/Photo` with the file's bytes as the body; resolves with the stored photo. */
export function uploadPhoto(
  file: File,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<PhotoRef> {
  return uploadFile<PhotoRef>(routes.postPhoto.path, file, { onProgress, signal });
}
