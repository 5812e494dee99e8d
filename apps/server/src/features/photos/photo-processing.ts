import { createHash } from 'node:crypto';
import { photoMessages, photoWidths } from '@kozos/contract';
import sharp, { type Metadata } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { badRequest } from '../../errors';

/*
 * Turning an upload into what is stored (issue 25, decision 160): libvips through sharp decodes
 * it (refusing by content, never by name), orients it by its EXIF orientation, and writes WebP
 * variants without any metadata (sharp keeps none unless asked: no EXIF, no GPS, no XMP, no ICC
 * beyond the sRGB conversion). One image at a time, on one libvips thread, so a burst of uploads
 * on a small machine queues instead of taking every core and hundreds of MiB.
 */

sharp.concurrency(1);
sharp.cache(false);

/** Formats we accept: what phones and cameras produce. SVG and the rest are refused. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'gif', 'tiff']);

export interface PhotoVariant {
  width: number;
  content: Buffer;
  /** The content's hash: the variant's ETag. */
  etag: string;
}

export interface ProcessedPhoto {
  width: number;
  height: number;
  thumbhash: string;
  variants: PhotoVariant[];
}

/** A queue of at most `concurrency` jobs at once; the rest wait their turn in order. */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const queue = new WorkQueue(1);

function refusedBy(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit|too large|exceeds/i.test(message))
    return badRequest(photoMessages.tooManyPixels);
  if (
    /truncat|premature|end of (file|stream|data)|unexpected end|short read|incomplete/i.test(
      message,
    )
  )
    return badRequest(photoMessages.truncated);
  return badRequest(photoMessages.notImage);
}

/** Checks the header, then decodes every pixel once into the variants; 400 with a key on refusal. */
export async function processPhoto(input: Buffer, maxPixels: number): Promise<ProcessedPhoto> {
  return queue.run(() => processNow(input, maxPixels));
}

async function processNow(input: Buffer, maxPixels: number): Promise<ProcessedPhoto> {
  const options = { failOn: 'error', limitInputPixels: maxPixels } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    throw refusedBy(error);
  }
  if (
    !metadata.format ||
    !acceptedFormats.has(metadata.format) ||
    !metadata.width ||
    !metadata.height
  )
    throw badRequest(photoMessages.notImage);
  if (metadata.width * metadata.height > maxPixels) throw badRequest(photoMessages.tooManyPixels);
  if ((metadata.pages ?? 1) > 1) throw badRequest(photoMessages.animated);

  try {
    // Decode, orient and check every pixel once (a truncated file fails here, not half-stored).
    const { data, info } = await sharp(input, options)
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const oriented = sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
    const widths = photoWidths.filter((width, index) => index === 0 || width <= info.width);
    const variants: PhotoVariant[] = [];
    for (const width of widths) {
      const content = await oriented
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer();
      variants.push({
        width,
        content,
        etag: createHash('sha256').update(content).digest('base64url'),
      });
    }
    const small = await oriented
      .clone()
      .resize({ width: 100, height: 100, fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const hash = rgbaToThumbHash(small.info.width, small.info.height, small.data);
    return {
      width: info.width,
      height: info.height,
      thumbhash: Buffer.from(hash).toString('base64'),
      variants,
    };
  } catch (error) {
    throw refusedBy(error);
  }
}
