import { z } from 'zod';
import { oneLine, text } from './text';

/*
 * Photos (issue 25): a member uploads an image (`POST /api/Photo`, the raw bytes as the body);
 * the server auto-orients it, strips every piece of metadata, and stores WebP variants at a few
 * widths (never wider than the original) with a thumbhash placeholder. The upload answers a
 * `PhotoRef`; products, posts and events attach photos by id (`photoIds`, in display order), an
 * offer copies its product's photos when it is made (decision 073), and a user's profile
 * picture is `avatarPhotoId` on `PATCH /api/User`. An unattached photo is its uploader's alone and
 * is swept after a day.
 */

/** The most photos a product, a post or an event carries. */
export const maxPhotosPerItem = 6;
/** The most characters of a photo's alt text (the caption a screen reader reads). */
export const maxPhotoAltLength = 300;
/** The widths a photo is stored at, in pixels (only those not above the original's width). */
export const photoWidths = [320, 640, 1280] as const;

export const PhotoAlt = oneLine().trim().max(maxPhotoAltLength);

/** A stored photo, as an item or a person carries it. */
export const PhotoRef = z.object({
  id: text(),
  /** The oriented original's size in pixels (what the layout reserves before the bytes come). */
  width: z.number().int(),
  height: z.number().int(),
  /** A thumbhash (base64): a ~25-byte placeholder a client decodes into a blurred preview. */
  thumbhash: text(),
  /** The widths stored, ascending; each is served at `photoVariantPath(id, width)`. */
  widths: z.array(z.number().int()),
  /** The author's caption; '' for none (the client then uses the item's name). */
  alt: text(),
});
export type PhotoRef = z.infer<typeof PhotoRef>;

/** The photos of an item, in display order. */
export const PhotoRefList = z.array(PhotoRef);

/** Photo ids an item's create or update body attaches, in display order; [] removes all. */
export const PhotoIds = z
  .array(z.uuid())
  .max(maxPhotosPerItem)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate_photo' });

/** `GET /api/Photo/{id}/{width}.webp`: one variant's bytes. */
export function photoVariantPath(id: string, width: number): string {
  return `/api/Photo/${encodeURIComponent(id)}/${width}.webp`;
}

/** The `srcset` of a photo: every stored width, so a phone downloads the small one. */
export function photoSrcset(ref: Pick<PhotoRef, 'id' | 'widths'>): string {
  return ref.widths.map((width) => `${photoVariantPath(ref.id, width)} ${width}w`).join(', ');
}

/** The `src` of a photo for a slot about `cssWidth` pixels wide (the smallest stored that covers it). */
export function photoSrc(ref: Pick<PhotoRef, 'id' | 'widths'>, cssWidth = 640): string {
  const width = ref.widths.find((stored) => stored >= cssWidth) ?? ref.widths.at(-1) ?? 320;
  return photoVariantPath(ref.id, width);
}

/** `POST /api/Photo?alt=`: the body is the image's bytes (JPEG, PNG, WebP, AVIF, HEIC…). */
export const PhotoUploadQuery = z.object({ alt: PhotoAlt.optional() });
export type PhotoUploadQuery = z.infer<typeof PhotoUploadQuery>;

/** `PATCH /api/Photo/{id}`: the caption. */
export const PatchPhotoBody = z.object({ alt: PhotoAlt });
export type PatchPhotoBody = z.infer<typeof PatchPhotoBody>;

export const PhotoVariantParams = z.object({
  id: z.uuid(),
  width: z.coerce
    .number()
    .int()
    .refine((width) => (photoWidths as readonly number[]).includes(width), {
      message: 'invalid_width',
    }),
});
export type PhotoVariantParams = z.infer<typeof PhotoVariantParams>;

/**
 * The message keys of a refused upload (400 `message`), each a text in both locales:
 * `photo_not_image` (not a decodable image), `photo_truncated`, `photo_too_many_pixels`
 * (decompression bomb), `photo_animated`, `photo_too_large` (bytes), `photo_storage_full` (the
 * uploader's quota), and 429 `photo_upload_rate` (uploads per hour).
 */
export const photoMessages = {
  notImage: 'photo_not_image',
  truncated: 'photo_truncated',
  tooManyPixels: 'photo_too_many_pixels',
  animated: 'photo_animated',
  tooLarge: 'photo_too_large',
  storageFull: 'photo_storage_full',
  uploadRate: 'photo_upload_rate',
  notFound: 'photo_not_found',
  inUse: 'photo_in_use',
  duplicate: 'duplicate_photo',
} as const;
