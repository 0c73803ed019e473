import { useState } from 'react';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useSnapshot } from 'valtio';
import type { SavedView } from '#contract/api/saved-views';
import type { SavedViewList } from '#contract/saved-view-lists';
import { CommandKeys } from '../commands/shortcut-keys';
import { useScreenCommands } from '../commands/use-screen-commands';
import { useT } from '../i18n/use-t';
import { showToast } from '../state/toasts';
import { Icon } from '../ui/icons';
import { tablePrefs } from '../ui/list/table-prefs';
import { useScreenQuery } from '../ui/screen-query';
import { SaveViewDialog } from './save-view-dialog';
import { applyViewColumns, currentViewState, showsView, viewQueryPatch } from './view-state';
import { viewLink } from './view-link';
import { deleteView, useRefreshViews, useSavedViews } from './views-api';
import { useViewParam } from './use-view-param';

const itemClass = 'rounded px-2 py-1 text-left text-[13px] text-fg hover:bg-fill focus-visible:bg-fill';

/**
 * The list header's views: open a saved view of this list, save the current one, copy a shared
 * view's link, delete one's own. The button is there from the first paint at its final size and
 * the views load into the panel, so the filter bar's tools never move when they arrive.
 */
export function ViewsMenu({ list, tableId }: { list: SavedViewList; tableId: string | null }) {
  const { t } = useT();
  const { query, setQuery } = useScreenQuery();
  useSnapshot(tablePrefs);
  const views = useSavedViews();
  const refresh = useRefreshViews();
  const [saving, setSaving] = useState(false);
  const mine = (views.data?.list ?? []).filter((v) => v.list === list);
  const current = currentViewState(query, tableId);

  const apply = (view: SavedView) => {
    applyViewColumns(view.state, tableId);
    setQuery(viewQueryPatch(view.state, query));
  };
  useViewParam(
    list,
    query,
    (view) => {
      applyViewColumns(view.state, tableId);
      setQuery({ ...viewQueryPatch(view.state, query), view: null });
    },
    () => setQuery({ view: null }),
  );

  useScreenCommands(
    () => [
      {
        id: 'views.save',
        title: 'views.cmd.save',
        group: 'views.group',
        keywords: ['save view', 'saved view', '保存视图'],
        when: { screen: list },
        run: () => setSaving(true),
      },
    ],
    [list],
  );

  async function remove(view: SavedView) {
    const { deleted } = await deleteView(view.id);
    await refresh();
    if (deleted) showToast('success', t('views.deleted', { name: view.name }));
  }

  function copy(view: SavedView) {
    void navigator.clipboard
      ?.writeText(viewLink(view))
      .then(() => showToast('success', t('views.linkCopied', { name: view.name })));
  }

  return (
    <>
      <Popover className="relative">
        <PopoverButton className="h-8 min-w-[4.5rem] rounded-md border border-line bg-surface px-3 text-[13px] text-fg-2 hover:border-primary hover:text-primary">
          {t('views.menu')}
        </PopoverButton>
        <PopoverPanel
          anchor="bottom end"
          aria-label={t('views.menu.label')}
          className="z-40 mt-1 flex w-[280px] flex-col gap-1 rounded-md border border-line bg-raised p-2 shadow-lg"
        >
          {({ close }) => (
            <>
              <button
                type="button"
                className={`${itemClass} flex items-center justify-between gap-2 text-primary`}
                onClick={() => {
                  close();
                  setSaving(true);
                }}
              >
                {t('views.cmd.save')} <CommandKeys id="views.save" />
              </button>
              <div role="separator" className="my-1 border-t border-line" />
              {!views.data && !views.error && <p className="px-2 py-1 text-[12px] text-fg-3">{t('views.loading')}</p>}
              {views.data && mine.length === 0 && <p className="px-2 py-1 text-[12px] text-fg-3">{t('views.none')}</p>}
              {mine.length > 0 && (
                <ul aria-label={t('views.menu.label')} className="flex max-h-[320px] flex-col gap-0.5 overflow-y-auto">
                  {mine.map((v) => {
                    const showing = showsView(v.state, current);
                    return (
                      <li key={v.id} className="flex items-center gap-1">
                        <button
                          type="button"
                          aria-label={t('views.open', { name: v.name })}
                          aria-current={showing ? 'true' : undefined}
                          className={`${itemClass} min-w-0 flex-1`}
                          onClick={() => {
                            close();
                            apply(v);
                          }}
                        >
                          <span className={`block truncate ${showing ? 'font-semibold text-primary' : ''}`}>
                            {v.name}
                          </span>
                          <span className="block truncate text-[11px] text-fg-3">
                            {[
                              v.shared ? t('views.shared') : null,
                              v.editable && !v.shared ? null : t('views.by', { owner: v.ownerName }),
                              showing ? t('views.current') : null,
                            ]
                              .filter(Boolean)
                              .join(' · ')}
                          </span>
                        </button>
                        {v.shared && (
                          <button
                            type="button"
                            aria-label={t('views.copyLink', { name: v.name })}
                            title={t('views.copyLink', { name: v.name })}
                            className="rounded p-1 text-fg-3 hover:bg-fill hover:text-fg"
                            onClick={() => copy(v)}
                          >
                            <Icon name="swap" size={14} />
                          </button>
                        )}
                        {v.editable && (
                          <button
                            type="button"
                            aria-label={t('views.delete', { name: v.name })}
                            title={t('views.delete', { name: v.name })}
                            className="rounded p-1 text-fg-3 hover:bg-fill hover:text-danger"
                            onClick={() => void remove(v)}
                          >
                            <Icon name="x" size={14} />
                          </button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          )}
        </PopoverPanel>
      </Popover>
      {saving && <SaveViewDialog list={list} state={current} views={mine} onClose={() => setSaving(false)} />}
    </>
  );
}
