import { useState } from 'react';
import { AREA_ROLES } from '#contract/access';
import type { ApkChannel } from '#contract/api/channels';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { CommandKeys } from '../../commands/shortcut-keys';
import { useScreenQuery } from '../../ui/screen-query';
import { useRowCursor } from '../../commands/use-row-cursor';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/list/column';
import { DataTable, placeholderRows } from '../../ui/list/data-table';
import { ListScreen } from '../../ui/list/list-screen';
import type { FilterDef } from '../../ui/list/filter-def';
import { pageOf } from '../../ui/list/pagination';
import { ChannelFormDialog } from './channel-form-dialog';
import { useChannelList, type ChannelListBody } from './channels-api';
import { refusedFilter } from '../../ui/list/list-read';
import { ViewsMenu } from '../../saved-views/views-menu';

const SCREEN = 'ChannelList';
const FILTERS: readonly FilterDef[] = [
  { name: 'q', label: 'channels.filter.q', kind: 'text' },
  { name: 'enabled', label: 'channels.field.enabled', kind: 'boolean' },
];

/** /config-center/channel-list (ADMIN_ROOT): apk channels, created and edited in a form dialog. */
export default function ChannelListScreen() {
  const { t, locale } = useT();
  const { query } = useScreenQuery();
  const { page, pageSize } = pageOf(query);
  const q = (query.get('q') ?? '').trim();
  const enabled = query.get('enabled');
  const body: ChannelListBody = {
    page,
    pageSize,
    sort: { field: 'code', order: 'asc' },
    filters: {
      ...(q ? { q } : {}),
      ...(enabled === 'true' || enabled === 'false' ? { enabled: enabled === 'true' } : {}),
    },
  };
  const { data, error } = useChannelList(body);
  // A filter the server refused is said under its field, with no rows left from the filter before.
  const refused = refusedFilter(error);
  const rows = refused ? [] : (data?.list ?? []);
  const [editing, setEditing] = useState<ApkChannel | 'new' | null>(null);
  const table = useRowCursor({
    id: 'channels',
    screen: SCREEN,
    roles: AREA_ROLES.channels,
    group: 'channels.group',
    rows,
    rowKey: (c) => c.id,
    onOpen: setEditing,
    extra: () => [
      {
        id: 'channels.create',
        title: 'channels.cmd.create',
        group: 'channels.group',
        shortcut: 'n',
        keywords: ['channel', 'apk', '渠道'],
        when: { screen: SCREEN, roles: AREA_ROLES.channels },
        run: () => setEditing('new'),
      },
    ],
  });

  const columns: Column<ApkChannel>[] = [
    {
      id: 'code',
      title: 'channels.field.code',
      fixed: true,
      width: '9rem',
      render: (c) => <span className="font-mono text-xs">{c.code}</span>,
    },
    { id: 'name', title: 'channels.field.name', render: (c) => c.name },
    { id: 'version', title: 'channels.field.version', width: '8rem', render: (c) => c.version },
    {
      id: 'enabled',
      title: 'channels.field.enabled',
      width: '6rem',
      render: (c) => (
        <span className={c.enabled ? 'text-success' : 'text-fg-3'}>
          {t(c.enabled ? 'channels.enabled' : 'channels.disabled')}
        </span>
      ),
    },
    {
      id: 'url',
      title: 'channels.field.downloadUrl',
      render: (c) => (
        <span className="block truncate text-fg-2" title={c.downloadUrl}>
          {c.downloadUrl}
        </span>
      ),
    },
    {
      id: 'updated',
      title: 'channels.field.updatedAt',
      render: (c) => <span className="text-fg-2">{formatDateTime(c.updatedAt, locale)}</span>,
    },
  ];

  return (
    <ListScreen
      filters={FILTERS}
      tools={
        <>
          <ViewsMenu list="ChannelList" tableId="channels" />
          <Button variant="primary" size="sm" onClick={() => setEditing('new')}>
            {t('channels.cmd.create')} <CommandKeys id="channels.create" />
          </Button>
        </>
      }
      tableMinWidth="820px"
      table={
        <DataTable
          tableId="channels"
          label={t('channels.table.label')}
          rows={rows}
          columns={columns}
          {...table}
          loadingRows={placeholderRows(data, error, pageSize)}
        />
      }
      counts={data}
      refused={refused}
    >
      {editing && <ChannelFormDialog channel={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </ListScreen>
  );
}
