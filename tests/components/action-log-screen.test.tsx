import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActionLogEntry } from '#contract/api/action-log';
import { installOpsFakeApi, type OpsFakeApi } from './ops-fake-api';
import { renderLoggedIn } from './render-app';

let api: OpsFakeApi;

const entry = (id: number, over: Partial<ActionLogEntry>): ActionLogEntry => ({
  id,
  at: '2026-12-07T08:00:00.000Z',
  adminId: 1,
  adminUsername: 'root',
  action: 'moment.set_audit_status',
  targetType: 'moment',
  targetId: '42',
  reason: null,
  before: null,
  after: { auditStatus: 'REJECTED', version: 4 },
  ip: '127.0.0.1',
  requestId: `r${id}`,
  repeats: 1,
  ...over,
});

beforeEach(() => {
  api = installOpsFakeApi();
  api.log = [
    entry(4, { action: 'reactor.vent', targetType: 'reactor', targetId: '7', after: null }),
    entry(3, {}),
    entry(2, { action: 'action_log.verify', targetType: 'action_log', targetId: '', after: null }),
    entry(1, { action: 'auth.gate_refused', targetType: 'endpoint', targetId: '/admins/admin/create', after: null }),
  ];
});

describe('the action log', () => {
  it('names each target as a reader would: a number after #, a path without it, a target without an id by its type', async () => {
    await renderLoggedIn('/admin-center/action-log', 'root', { locale: 'en-US' });
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('Moment #42')).toBeInTheDocument();
    expect(within(grid).getByText('Endpoint /admins/admin/create')).toBeInTheDocument();
    expect(within(grid).getByText('Action log', { selector: 'td, td *' })).toBeInTheDocument();
    expect(within(grid).queryByText(/#$/)).not.toBeInTheDocument();
  });

  it("names each action in the reader's language beside its code, from what the entry recorded", async () => {
    await renderLoggedIn('/admin-center/action-log', 'root', { locale: 'zh-CN' });
    const grid = await screen.findByRole('grid');
    const rejected = await within(grid).findByText('动态审核驳回');
    // The code stays beside the name: the action filter takes codes.
    expect(within(rejected.closest('td')!).getByText('moment.set_audit_status')).toBeInTheDocument();
    expect(within(grid).getByText('拒绝：未过关卡')).toBeInTheDocument();
    expect(within(grid).getByText('动态 #42')).toBeInTheDocument();
    // A code this console does not know (a newer server's) is shown as it is, once.
    expect(within(grid).getAllByText('reactor.vent')).toHaveLength(1);
    expect(within(grid).getByText('reactor #7')).toBeInTheDocument();
  });

  it('shows a target type from the address that no option names as it is, not as "any"', async () => {
    await renderLoggedIn('/admin-center/action-log?targetType=reactor', 'root', { locale: 'en-US' });
    await screen.findByRole('grid');
    expect(screen.getByRole('combobox', { name: 'Target type' })).toHaveDisplayValue('reactor');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/admins/action-log/list').at(-1)!.body).toMatchObject({
        filters: { targetType: 'reactor' },
      }),
    );
  });

  it('filters by a target type, chosen by its name', async () => {
    const { user } = await renderLoggedIn('/admin-center/action-log', 'root', { locale: 'en-US' });
    await screen.findByRole('grid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target type' }), 'Moment');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/admins/action-log/list').at(-1)!.body).toMatchObject({
        filters: { targetType: 'moment' },
      }),
    );
  });
});
