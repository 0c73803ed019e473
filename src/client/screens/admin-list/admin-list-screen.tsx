import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { AREA_ROLES } from '#contract/access';
import type { AdminUser } from '#contract/api/admin-users';
import { ROLES, type Role } from '#contract/roles';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { CommandKeys } from '../../commands/shortcut-keys';
import { useScreenQuery } from '../../ui/screen-query';
import { useRowCursor } from '../../commands/use-row-cursor';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/list/column';
import { DataTable, placeholderRows } from '../../ui/list/data-table';
import { ListScreen } from '../../ui/list/list-screen';
import { DetailPane } from '../../ui/list/detail-pane';
import type { FilterDef } from '../../ui/list/filter-def';
import { pageOf } from '../../ui/list/pagination';
import { AdminCreateDialog } from './admin-create-dialog';
import { AdminDetail } from './admin-detail';
import { AdminDisableDialog } from './admin-disable-dialog';
import { AdminResetDialog } from './admin-reset-dialog';
import { AdminRolesDialog } from './admin-roles-dialog';
import { ADMIN_GROUP, ADMIN_SCREEN, adminCommands } from './admin-commands';
import { adminUi, openAdminDialog } from './admin-ui';
import { useAdminList, type AdminListBody } from './admin-users-api';
import { useLatest } from '../../ui/use-latest';
import { session } from '../../state/session';
import { refusedFilter } from '../../ui/list/list-read';
import { ViewsMenu } from '../../saved-views/views-menu';

const FILTERS: readonly FilterDef[] = [
  { name: 'q', label: 'admins.filter.q', kind: 'text' },
  {
    name: 'role',
    label: 'admins.field.roles',
    kind: 'select',
    options: ROLES.map((r) => ({ value: r, label: `role.${r}` as const })),
  },
  { name: 'disabled', label: 'admins.status.disabled', kind: 'boolean' },
];

/** /admin-center/admin-list (ADMIN_ROOT): admins, their roles, passwords, status and sessions. */
export default function AdminListScreen() {
  const { t, locale } = useT();
  const { query, setQuery } = useScreenQuery();
  const { page, pageSize } = pageOf(query);
  const q = (query.get('q') ?? '').trim();
  const role = query.get('role');
  const disabled = query.get('disabled');
  const body: AdminListBody = {
    page,
    pageSize,
    sort: { field: 'id', order: 'asc' },
    filters: {
      ...(q ? { q } : {}),
      ...((ROLES as readonly string[]).includes(role ?? '') ? { role: role as Role } : {}),
      ...(disabled === 'true' || disabled === 'false' ? { disabled: disabled === 'true' } : {}),
    },
  };
  const { data, error } = useAdminList(body);
  // A filter the server refused is said under its field, with no rows left from the filter before.
  const refused = refusedFilter(error);
  const rows = refused ? [] : (data?.list ?? []);
  const openId = Number(query.get('admin')) || null;
  const current = rows.find((a) => a.id === openId) ?? null;
  const { dialog } = useSnapshot(adminUi);
  // A dialog lives as long as the screen: after a logout, the next admin does not find it open.
  useEffect(() => () => openAdminDialog(null), []);
  const open = (id: number | null) => setQuery({ admin: id === null ? null : String(id) });
  const live = useLatest(current);
  const table = useRowCursor({
    id: 'admins',
    screen: ADMIN_SCREEN,
    roles: AREA_ROLES.adminUsers,
    group: ADMIN_GROUP,
    rows,
    rowKey: (a) => a.id,
    onOpen: (a) => open(a.id),
    openKey: openId,
    extra: () =>
      adminCommands({
        paneOpen: () => live.current !== null,
        paneIsYou: () => live.current !== null && live.current.id === session.info?.id,
        closePane: () => open(null),
      }),
  });

  // At their least 880 px with the selection column: the table fits a 1280 px window beside the menu.
  // On a phone: who, what they may do and whether they can log in fill the screen; the rest follow
  // past the side-scroll cue.
  const columns: Column<AdminUser>[] = [
    {
      id: 'username',
      title: 'admins.field.username',
      fixed: true,
      minWidth: '10rem',
      phoneWidth: '6.5rem',
      render: (a) => <span className="font-mono text-xs">{a.username}</span>,
    },
    { id: 'name', title: 'admins.field.name', minWidth: '9rem', render: (a) => a.name },
    {
      id: 'roles',
      title: 'admins.field.roles',
      minWidth: '11rem',
      phoneWidth: '7.5rem',
      render: (a) => a.roles.map((r) => t(`role.${r}`)).join(' · '),
    },
    {
      id: 'status',
      title: 'admins.field.status',
      width: '6.5rem',
      phoneWidth: '5rem',
      render: (a) => (
        <span className={a.disabled ? 'text-danger' : 'text-success'}>
          {t(a.disabled ? 'admins.status.disabled' : 'admins.status.active')}
        </span>
      ),
    },
    { id: 'sessions', title: 'admins.field.liveSessions', align: 'end', width: '6rem', render: (a) => a.liveSessions },
    {
      id: 'lastSeen',
      title: 'admins.field.lastSeenAt',
      minWidth: '10rem',
      render: (a) => (a.lastSeenAt ? formatDateTime(a.lastSeenAt, locale) : t('common.none')),
    },
  ];

  return (
    <ListScreen
      filters={FILTERS}
      tools={
        <>
          <ViewsMenu list="AdminList" tableId="admins" />
          <Button variant="primary" size="sm" onClick={() => openAdminDialog('create')}>
            {t('admins.cmd.create')} <CommandKeys id="admins.create" />
          </Button>
        </>
      }
      tableMinWidth="760px"
      table={
        <DataTable
          tableId="admins"
          label={t('admins.table.label')}
          rows={rows}
          columns={columns}
          {...table}
          loadingRows={placeholderRows(data, error, pageSize)}
        />
      }
      counts={data}
      refused={refused}
      detail={
        current && (
          <DetailPane title={t('admins.detail.title', { username: current.username })} onClose={() => open(null)}>
            <AdminDetail admin={current} />
          </DetailPane>
        )
      }
    >
      {dialog === 'create' && <AdminCreateDialog onClose={() => openAdminDialog(null)} />}
      {dialog === 'roles' && current && <AdminRolesDialog admin={current} onClose={() => openAdminDialog(null)} />}
      {dialog === 'reset' && current && <AdminResetDialog admin={current} onClose={() => openAdminDialog(null)} />}
      {dialog === 'disable' && current && <AdminDisableDialog admin={current} onClose={() => openAdminDialog(null)} />}
    </ListScreen>
  );
}
