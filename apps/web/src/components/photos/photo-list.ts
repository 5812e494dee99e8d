/**
 * The photos a form is putting together (issue 25): each slot is an upload in progress, a
 * failed upload with its reason, or a stored photo. Pure functions, so the picker's rules
 * (at most `max` photos, order, removal) are tested without a browser.
 */
export type PhotoSlot<P> =
  | {
      key: string;
      state: 'uploading';
      name: string;
      progress: number;
      preview?: string;
      file?: Blob;
    }
  | { key: string; state: 'failed'; name: string; message: string; preview?: string; file?: Blob }
  | { key: string; state: 'done'; photo: P; preview?: string; name?: string };

/** How many of `files` may still be added next to `slots` (failed uploads take no place). */
export function roomFor<P>(slots: readonly PhotoSlot<P>[], max: number): number {
  const taken = slots.filter((slot) => slot.state !== 'failed').length;
  return Math.max(0, max - taken);
}

/** The files that fit, and how many were left out because of the limit. */
export function takeFitting<F, P>(
  slots: readonly PhotoSlot<P>[],
  files: readonly F[],
  max: number,
): { accepted: F[]; refused: number } {
  const room = roomFor(slots, max);
  return { accepted: files.slice(0, room), refused: Math.max(0, files.length - room) };
}

/** Moves the slot with `key` by `offset` places (−1 earlier, +1 later), clamped to the ends. */
export function moveSlot<P>(
  slots: readonly PhotoSlot<P>[],
  key: string,
  offset: number,
): PhotoSlot<P>[] {
  const from = slots.findIndex((slot) => slot.key === key);
  if (from < 0) return [...slots];
  const to = Math.min(slots.length - 1, Math.max(0, from + offset));
  if (to === from) return [...slots];
  const next = [...slots];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** Puts the slot with `key` where the slot with `overKey` is (a drag dropped on it). */
export function placeSlot<P>(
  slots: readonly PhotoSlot<P>[],
  key: string,
  overKey: string,
): PhotoSlot<P>[] {
  const to = slots.findIndex((slot) => slot.key === overKey);
  const from = slots.findIndex((slot) => slot.key === key);
  if (to < 0 || from < 0) return [...slots];
  return moveSlot(slots, key, to - from);
}

export function removeSlot<P>(slots: readonly PhotoSlot<P>[], key: string): PhotoSlot<P>[] {
  return slots.filter((slot) => slot.key !== key);
}

export function updateSlot<P>(
  slots: readonly PhotoSlot<P>[],
  key: string,
  change: (slot: PhotoSlot<P>) => PhotoSlot<P>,
): PhotoSlot<P>[] {
  return slots.map((slot) => (slot.key === key ? change(slot) : slot));
}

/** The stored photos in display order: what the form sends as `photoIds`. */
export function donePhotos<P>(slots: readonly PhotoSlot<P>[]): P[] {
  return slots.flatMap((slot) => (slot.state === 'done' ? [slot.photo] : []));
}

export function isUploading<P>(slots: readonly PhotoSlot<P>[]): boolean {
  return slots.some((slot) => slot.state === 'uploading');
}

/**
 * The `sizes` of a photo shown in a box: full width on a phone (minus the card's padding),
 * at most `maxWidth` CSS pixels on a wider screen.
 */
export function photoSizes(maxWidth: number): string {
  return `(max-width: ${maxWidth}px) 100vw, ${maxWidth}px`;
}
