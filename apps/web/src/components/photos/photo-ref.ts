/**
 * What the web needs of a stored photo. Temporary local shape until the contract's PhotoRef
 * lands (branch p1); replaced by an import from @kozos/contract at merge.
 */
export interface PhotoRef {
  id: string;
  width: number;
  height: number;
  /** ThumbHash bytes, base64. */
  thumbhash: string;
  /** The widths served, ascending. */
  widths: number[];
  alt: string;
}

export function photoVariantPath(id: string, width: number): string {
  return `/api/Photo/${encodeURIComponent(id)}/${width}.webp`;
}

export function photoSrcset(photo: PhotoRef): string {
  return photo.widths.map((width) => `${photoVariantPath(photo.id, width)} ${width}w`).join(', ');
}
