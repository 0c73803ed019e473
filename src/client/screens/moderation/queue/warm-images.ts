import { mediaUrl } from '#client/api/media-url';

/** Images kept loaded at most: the items about to come, and recent authors, who come back often. */
export const KEPT_IMAGES = 64;

/** Oldest first: a Map keeps insertion order, and a touched image is put back at the end. */
const kept = new Map<string, HTMLImageElement>();

/**
 * Loads the images of items about to be shown and keeps them, so that an item the cursor reaches
 * draws whole at once. An image nothing holds any more leaves the browser's memory cache: the same
 * author's avatar was fetched and, being SVG, parsed into a document of its own again on every item
 * that showed it, in the frame of the key that brought it.
 */
export function warmImages(urls: Iterable<string>): void {
  for (const url of urls) {
    const held = kept.get(url);
    if (held) {
      kept.delete(url);
      kept.set(url, held);
      continue;
    }
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    // Decoded now rather than when first painted (where the DOM has it); a broken
    // image is the card's to show.
    if (typeof image.decode === 'function') image.decode().catch(() => undefined);
    kept.set(url, image);
  }
  for (const url of kept.keys()) {
    if (kept.size <= KEPT_IMAGES) break;
    kept.delete(url);
  }
}

/** The URLs held now, oldest first (for tests). */
export function warmImageUrls(): string[] {
  return [...kept.keys()];
}

const IMAGE_FIELD = /^(?:avatar|selfie)Url$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The images a row of a moderation list draws, by the contract's names: avatars and selfies
 * (`avatarUrl`, `selfieUrl`), its author's avatar and its pictures (`media` of kind image, not
 * videos), down to the author of what a row points at (a report's target).
 */
export function imagesOfRow(row: object, depth = 2): string[] {
  const urls: string[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (typeof value === 'string') {
      if (IMAGE_FIELD.test(key) && value) urls.push(mediaUrl(value));
    } else if (Array.isArray(value)) {
      for (const item of value) {
        if (isObject(item) && item.kind === 'image' && typeof item.url === 'string') urls.push(mediaUrl(item.url));
      }
    } else if (isObject(value) && depth > 0) {
      urls.push(...imagesOfRow(value, depth - 1));
    }
  }
  return urls;
}
