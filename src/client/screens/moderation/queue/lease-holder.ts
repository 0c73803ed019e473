const KEY = 'queue-lease-holder';

/** The id when sessionStorage cannot be used (a locked-down browser): it lives as long as the page. */
let fallback: string | null = null;

/**
 * This tab's lease holder id (issue 38): kept in sessionStorage, which is the tab's own, so a
 * reload keeps the tab's hand while a second tab of the same moderator is handed other items.
 */
export function leaseHolder(): string {
  try {
    let id = sessionStorage.getItem(KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    fallback ??= crypto.randomUUID();
    return fallback;
  }
}
