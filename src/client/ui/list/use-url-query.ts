import { useCallback } from 'react';
import { navigate, useSearch } from 'wouter/use-browser-location';

export type QueryPatch = Record<string, string | null | undefined>;

/**
 * The screen's query string as state: filters, page and modes live in the URL, so a tab, a
 * reload or a shared link shows the same list. Writes replace the history entry (typing a
 * filter must not leave one back-step per keystroke).
 */
export function useUrlQuery(): { query: URLSearchParams; setQuery: (patch: QueryPatch) => void } {
  const search = useSearch();
  const query = new URLSearchParams(search);
  const setQuery = useCallback((patch: QueryPatch) => {
    const next = new URLSearchParams(window.location.search);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === undefined || v === '') next.delete(k);
      else next.set(k, v);
    }
    const qs = next.toString();
    navigate(`${window.location.pathname}${qs ? `?${qs}` : ''}`, { replace: true });
  }, []);
  return { query, setQuery };
}
