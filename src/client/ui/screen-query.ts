import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { navigate, usePathname, useSearch } from 'wouter/use-browser-location';

export type QueryPatch = Record<string, string | null | undefined>;

/** The path of the screen a component belongs to; the page area provides it for every kept-alive page. */
export const ScreenPathContext = createContext<string | null>(null);

/**
 * The query string of the screen a component belongs to, as state: filters, page and open records
 * live in the URL, so a tab, a reload or a shared link shows the same view. A kept-alive screen
 * renders while hidden, when the address bar belongs to another screen: it keeps the last query it
 * saw. Writes replace the history entry (typing a filter must not leave one back-step per key).
 * `null` removes a parameter; '' keeps it empty, as a field cleared while it is being edited.
 */
export function useScreenQuery(): { query: URLSearchParams; setQuery: (patch: QueryPatch) => void } {
  const pathname = usePathname();
  const path = useContext(ScreenPathContext) ?? pathname;
  const search = useSearch();
  const visible = pathname === path;
  const [seen, setSeen] = useState(visible ? search : '');
  if (visible && search !== seen) setSeen(search);
  const current = visible ? search : seen;
  const query = useMemo(() => new URLSearchParams(current), [current]);
  const setQuery = useCallback(
    (patch: QueryPatch) => {
      const params = new URLSearchParams(window.location.pathname === path ? window.location.search : '');
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === undefined) params.delete(key);
        else params.set(key, value);
      }
      const qs = params.toString();
      navigate(qs ? `${path}?${qs}` : path, { replace: true });
    },
    [path],
  );
  return { query, setQuery };
}
