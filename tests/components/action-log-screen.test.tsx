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
  action: 'moment.audit',
  targetType: 'moment',
  targetId: '42',
  reason: null,
  before: null,
  after: null,
  ip: '127.0.0.1',
  requestId: `r${id}`,
  repeats: 1,
  ...over,
});

beforeEach(() => {
  api = installOpsFakeApi();
  api.log = [
    entry(3, {}),
    entry(2, { action: 'action_log.verify', targetType: 'action_log', targetId: '' }),
    entry(1, { action: 'auth.gate_refused', targetType: 'endpoint', targetId: '/admins/admin/create' }),
  ];
});

describe('the action log', () => {
  it('names each target as a reader would: a number after #, a path without it, a target without an id by its type', async () => {
    await renderLoggedIn('/admin-center/action-log', 'root', { locale: 'en-US' });
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('moment #42')).toBeInTheDocument();
    expect(within(grid).getByText('endpoint /admins/admin/create')).toBeInTheDocument();
    expect(within(grid).getByText('action_log')).toBeInTheDocument();
    expect(within(grid).queryByText(/#$/)).not.toBeInTheDocument();
  });

  it('filters by a target type, which is a word and not an id', async () => {
    const { user } = await renderLoggedIn('/admin-center/action-log', 'root', { locale: 'en-US' });
    await screen.findByRole('grid');
    const field = screen.getByLabelText('Target type');
    await user.type(field, 'moment{Enter}');
    expect(field).not.toHaveAttribute('aria-invalid');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/admins/action-log/list').at(-1)!.body).toMatchObject({
        filters: { targetType: 'moment' },
      }),
    );
  });
});
