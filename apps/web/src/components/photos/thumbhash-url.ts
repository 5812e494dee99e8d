import { thumbHashToDataURL } from 'thumbhash';

const cache = new Map<string, string>();

/**
 * The placeholder of a photo as a data URL (a ~32 px PNG drawn from its ThumbHash), shown
 * under the image while it loads. Kept per hash: a feed renders the same card again often.
 * An unreadable hash gives no placeholder rather than a broken card.
 */
export function thumbhashUrl(base64: string): string | undefined {
  if (!base64) return undefined;
  const known = cache.get(base64);
  if (known) return known;
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    const url = thumbHashToDataURL(bytes);
    if (cache.size > 500) cache.clear();
    cache.set(base64, url);
    return url;
  } catch {
    return undefined;
  }
}
