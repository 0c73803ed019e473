import { useEffect, useState, type FormEvent } from 'react';
import { AREA_ROLES } from '../../../contract/access';
import type { ApkChannel } from '../../../contract/api/channels';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { PAGE_FILTER_ATTR } from '../../palette/focus-filter';
import { CommandKeys } from '../../palette/shortcut-keys';
import { routeByName } from '../../shell/routes';
import { DataTable, type Column } from '../../ops/data-table';
import { Pager } from '../../ops/pager';
import { SelectField } from '../../ops/select-field';
import { setScreenQuery, useScreenQuery } from '../../ops/use-screen-query';
import { useRowCursor } from '../../ops/use-row-cursor';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { ChannelFormDialog } from './channel-form-dialog';
import { useChannelList, type ChannelListBody } from './channels-api';

const PATH = routeByName('ChannelList')?.path ?? '/config-center/channel-list';
const PAGE_SIZE = 20;

/** /config-center/channel-list (ADMIN_ROOT): apk channels, created and edited in a form dialog. */
export default function ChannelListScreen() {
  const { t, locale } = useT();
  const query = useScreenQuery(PATH);
  const q = query.get('q') ?? '';
  const enabled = query.get('enabled') ?? '';
  const page = Math.max(1, Number(query.get('page')) || 1);
  const body: ChannelListBody = { page, pageSize: PAGE_SIZE, filters: { ...(q.trim() ? { q: q.trim() } : {}), ...(enabled ? { enabled: enabled === 'true' } : {}) }, sort: { field: 'code', order: 'asc' } };
  const { data } = useChannelList(body);
  const rows = data?.list ?? [];
  const [editing, setEditing] = useState<ApkChannel | 'new' | null>(null);
  const cursor = useRowCursor({
    id: 'channels', screen: 'ChannelList', roles: AREA_ROLES.channels, group: 'channels.group', rows, onOpen: setEditing,
    extra: () => [{ id: 'channels.create', title: 'channels.cmd.create', group: 'channels.group', shortcut: 'n', keywords: ['channel', 'apk', '渠道'], when: { screen: 'ChannelList', roles: AREA_ROLES.channels }, run: () => setEditing('new') }],
  });
  const [draftQ, setDraftQ] = useState(q);
  useEffect(() => setDraftQ(q), [q]);

  const columns: Column<ApkChannel>[] = [
    { key: 'code', header: t('channels.field.code'), cell: (c) => <span className="font-mono text-xs">{c.code}</span> },
    { key: 'name', header: t('channels.field.name'), cell: (c) => c.name },
    { key: 'version', header: t('channels.field.version'), cell: (c) => c.version },
    { key: 'enabled', header: t('channels.field.enabled'), cell: (c) => <span className={c.enabled ? 'text-success' : 'text-fg-3'}>{t(c.enabled ? 'channels.enabled' : 'channels.disabled')}</span> },
    { key: 'url', header: t('channels.field.downloadUrl'), cell: (c) => <span className="block max-w-[320px] truncate text-fg-2" title={c.downloadUrl}>{c.downloadUrl}</span> },
    { key: 'updated', header: t('channels.field.updatedAt'), cell: (c) => <span className="whitespace-nowrap text-fg-2">{formatDateTime(c.updatedAt, locale)}</span> },
  ];

  function search(event: FormEvent) {
    event.preventDefault();
    setScreenQuery(PATH, { q: draftQ, page: null });
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={search} className="flex flex-wrap items-end gap-3 rounded-lg bg-surface p-4" aria-label={t('channels.filter.title')}>
        <TextField className="w-64" label={t('channels.filter.q')} value={draftQ} onChange={(e) => setDraftQ(e.target.value)} {...{ [PAGE_FILTER_ATTR]: '' }} />
        <SelectField
          className="w-40"
          label={t('channels.field.enabled')}
          value={enabled}
          onChange={(v) => setScreenQuery(PATH, { enabled: v, page: null })}
          options={[{ value: '', label: t('channels.filter.any') }, { value: 'true', label: t('channels.enabled') }, { value: 'false', label: t('channels.disabled') }]}
        />
        <Button type="submit">{t('channels.filter.search')}</Button>
        <Button variant="primary" className="ml-auto" onClick={() => setEditing('new')}>
          {t('channels.cmd.create')} <CommandKeys id="channels.create" />
        </Button>
      </form>
      <section className="flex flex-col gap-3 rounded-lg bg-surface p-4">
        <DataTable label={t('channels.table.label')} columns={columns} rows={rows} rowKey={(c) => c.id} cursor={cursor} onOpen={setEditing} />
        {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(p) => setScreenQuery(PATH, { page: String(p) })} />}
      </section>
      {editing && <ChannelFormDialog channel={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
