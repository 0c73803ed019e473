import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { visibleColumns, type Column } from './column';
import { prefsOf, setColumnVisible, tablePrefs } from './table-prefs';

/** A popover of checkboxes, one per column that may be hidden. */
export function ColumnChooser<Row>({ tableId, columns }: { tableId: string; columns: readonly Column<Row>[] }) {
  const { t } = useT();
  const snap = useSnapshot(tablePrefs);
  const prefs = snap[tableId] ?? prefsOf(tableId);
  const visible = new Set(visibleColumns(columns, prefs.hidden, prefs.shown).map((c) => c.id));
  return (
    <Popover className="relative">
      <PopoverButton className="h-8 rounded-md border border-line bg-surface px-3 text-[13px] text-fg-2 hover:border-primary hover:text-primary">
        {t('list.columns')}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-40 mt-1 min-w-[180px] rounded-md border border-line bg-raised p-2 shadow-lg"
      >
        <fieldset>
          <legend className="sr-only">{t('list.columns')}</legend>
          {columns
            .filter((c) => !c.fixed)
            .map((c) => (
              <label
                key={c.id}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-[13px] text-fg hover:bg-fill"
              >
                <input
                  type="checkbox"
                  className="accent-primary"
                  checked={visible.has(c.id)}
                  onChange={(e) => setColumnVisible(tableId, c.id, c.defaultHidden ?? false, e.target.checked)}
                />
                {t(c.title)}
              </label>
            ))}
        </fieldset>
      </PopoverPanel>
    </Popover>
  );
}
