import { photoVariantPath } from '@kozos/contract';
import type { ExportSection } from '../../content/export-section';
import type { Db } from '../../db/client';
import type { PeriodicTask } from '../../jobs/scheduler';
import {
  deletePhotosUploadedBy,
  deleteStaleUploads,
  largestVariantsOf,
  photosUploadedBy,
  type PhotoRow,
} from './photos.repository';

/** How long an upload nothing attached is kept: a form left open overnight still saves. */
export const unattachedPhotoLifetimeMs = 24 * 3600 * 1000;

/** Removes uploads no item or profile took within a day (with their bytes, by cascade). */
export const unattachedPhotoSweep: PeriodicTask = {
  name: 'unattached-photo-sweep',
  everyMs: 60 * 60 * 1000,
  run: async (db, now) => {
    await deleteStaleUploads(db, new Date(now.getTime() - unattachedPhotoLifetimeMs));
  },
};

/** Account deletion (decision 013 anonymises the rest): every photo the person uploaded goes. */
export async function deletePhotosOfDeletedUser(tx: Db, userId: string): Promise<void> {
  await deletePhotosUploadedBy(tx, userId);
}

function attachedTo(row: PhotoRow): string {
  if (row.productId) return 'product';
  if (row.offerId) return 'offer';
  if (row.postId) return 'post';
  if (row.eventId) return 'event';
  if (row.avatarOf) return 'profile';
  return 'none';
}

/**
 * "Download my data" (decision 115): the photos one uploaded, each with where it is shown, its
 * caption and its largest stored variant as a WebP data URL (the metadata-free copy we keep).
 */
export const photosExportSection: ExportSection = {
  name: 'photos',
  async collect(db, userId) {
    const rows = await photosUploadedBy(db, userId);
    const largest = await largestVariantsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const variant = largest.get(row.id);
      return {
        id: row.id,
        attachedTo: attachedTo(row),
        alt: row.alt,
        width: row.width,
        height: row.height,
        creationTime: row.createdAt.toISOString(),
        path: variant ? photoVariantPath(row.id, variant.width) : null,
        webp: variant ? `data:image/webp;base64,${variant.content.toString('base64')}` : null,
      };
    });
  },
};
