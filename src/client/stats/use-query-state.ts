import { useState } from 'react';
import { go } from '../shell/actions/go';

/**
 * Screen filters kept in the query string (screens README: URL state belongs in the route):
 * read once from the URL when the screen mounts, then written back on each change with a
 * replace, so the tab keeps the last query and a copied URL opens the same view. The state
 * itself lives in the component, because a kept-alive hidden screen must not follow the URL of
 * the screen on display.
 */
export function useQueryState<T extends Record<string, string>>(
  path: string,
  parse: (query: URLSearchParams) => T,
): [T, (patch: Partial<T>) => void] {
  const [state, setState] = useState<T>(() => parse(new URLSearchParams(window.location.search)));
  const update = (patch: Partial<T>) => {
    const next = { ...state, ...patch };
    setState(next);
    const query = new URLSearchParams(Object.entries(next).filter(([, v]) => v !== '')).toString();
    if (window.location.pathname === path) go(query ? `${path}?${query}` : path, { replace: true });
  };
  return [state, update];
}
