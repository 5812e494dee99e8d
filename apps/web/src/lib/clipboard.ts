/** Spec §8: copying fails on non-string or empty input (a link that has not been made yet). */
export class NothingToCopyError extends Error {
  constructor() {
    super('nothing_to_copy');
    this.name = 'NothingToCopyError';
  }
}

export async function copyText(value: unknown): Promise<void> {
  if (typeof value !== 'string' || value.trim() === '') throw new NothingToCopyError();
  if (!navigator.clipboard) throw new Error('clipboard_unavailable');
  await navigator.clipboard.writeText(value);
}
