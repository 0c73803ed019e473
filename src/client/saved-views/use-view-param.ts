import { useEffect } from 'react';
import type { SavedView } from '#contract/api/saved-views';
import type { SavedViewList } from '#contract/saved-view-lists';
import { t } from '../i18n/i18n';
import { go } from '../shell/actions/go';
import { showToast } from '../state/toasts';
import { useLatest } from '../ui/use-latest';
import { viewPath } from './view-link';
import { openSharedView, useSavedViews } from './views-api';

/**
 * `?view=<id>` on a list (a shared link, or the palette): the view's state replaces the address's,
 * and the parameter goes. A view the caller may not see is said in words (its list is another
 * role's, or it is gone or private), and the list stays as it was.
 */
export function useViewParam(
  list: SavedViewList,
  query: URLSearchParams,
  /** Shows the view and takes `view` out of the address. */
  apply: (view: SavedView) => void,
  /** Takes `view` out of the address, leaving the rest. */
  drop: () => void,
): void {
  const param = query.get('view');
  const known = useSavedViews().data?.list;
  const latest = useLatest({ apply, drop, known, list });
  useEffect(() => {
    if (param === null) return;
    const id = Number(param);
    let cancelled = false;
    const found = latest.current.known?.find((v) => v.id === id);
    void (async () => {
      const view = found ?? (Number.isInteger(id) && id > 0 ? await openSharedView(id).catch(() => null) : 'missing');
      if (cancelled) return;
      if (view === null) return latest.current.drop(); // the fetcher has said why
      if (view === 'denied' || view === 'missing') {
        showToast('error', t(`views.${view}`), { duration: 5000 });
        return latest.current.drop();
      }
      if (view.list !== latest.current.list) return go(viewPath(view) ?? '/');
      latest.current.apply(view);
    })();
    return () => {
      cancelled = true;
    };
  }, [param]);
}
