import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { DataTable, placeholderRows } from '../../ui/list/data-table';
import { Pagination } from '../../ui/list/pagination';
import type { Column } from '../../ui/list/column';
import type { BaseRow, EntityDef } from './entity-def';
import { MarkBadge } from './parts/badges';
import { SelectionBar } from './parts/selection-bar';
import type { useModeration } from './use-moderation';

type Moderation<Row extends BaseRow> = ReturnType<typeof useModeration<Row>>;

/** Table mode: a page of the list with the cursor, selection and row marks. */
export function ListView<Row extends BaseRow>({ def, m }: { def: EntityDef<Row>; m: Moderation<Row> }) {
  const { t } = useT();
  const snap = useSnapshot(m.controller.state);
  const { cursor } = m.controller;
  const markColumn: Column<Row> = {
    id: 'mark',
    title: 'mod.col.mark',
    width: '6rem',
    fixed: true,
    render: (row) => <MarkBadge mark={m.controller.state.marks[row.id]} />,
  };
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-3">
      <SelectionBar def={def} c={m.controller} total={m.list.data?.total ?? 0} />
      <DataTable<Row>
        tableId={def.screen}
        label={t(def.title)}
        rows={snap.rows as readonly Row[]}
        columns={[...def.columns, markColumn]}
        rowKey={(r) => r.id}
        selected={snap.selected}
        focused={snap.focused}
        onFocusRow={(k) => cursor.focus(Number(k))}
        onToggleRow={(k) => cursor.toggleSelect(Number(k))}
        onTogglePage={() => cursor.togglePage()}
        onOpenRow={(k) => m.controller.openDetail(Number(k))}
        loadingRows={placeholderRows(m.list.data, m.list.error ?? m.refused, m.pageSize)}
      />
      {m.list.data && !m.refused && (
        <Pagination
          page={m.page}
          pageSize={m.pageSize}
          total={m.list.data.total}
          totalCapped={m.list.data.totalCapped}
          onPage={(p) => m.setQuery({ page: p === 1 ? null : String(p) })}
          onPageSize={(s) => m.setQuery({ pageSize: String(s), page: null })}
        />
      )}
    </div>
  );
}
