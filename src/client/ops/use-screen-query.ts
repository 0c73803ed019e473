import { useRef } from 'react';
import { usePathname, useSearch } from 'wouter/use-browser-location';
import { go } from '../shell/actions/go';

/**
 * The query string of a screen at `path`. Kept-alive screens render while hidden, when the
 * address bar belongs to another screen; they keep the last query they saw instead.
 */
export function useScreenQuery(path: string): URLSearchParams {
  const pathname = usePathname();
  const search = useSearch();
  const last = useRef(new URLSearchParams());
  if (pathname === path) {
    const params = new URLSearchParams(search);
    if (params.toString() !== last.current.toString()) last.current = params;
  }
  return last.current;
}

/** Changes some query parameters of the screen at `path` (null or '' removes one). */
export function setScreenQuery(
  path: string,
  patch: Record<string, string | null>,
  options: { replace?: boolean } = {},
): void {
  const params = new URLSearchParams(window.location.pathname === path ? window.location.search : '');
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === '') params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  go(query ? `${path}?${query}` : path, options);
}
