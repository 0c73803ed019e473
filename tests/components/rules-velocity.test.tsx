import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Rule } from '#contract/api/rules';
import { installOpsFakeApi, type OpsFakeApi } from './ops-fake-api';
import { routePath, renderLoggedIn } from './render-app';
import { setLocale } from '#client/i18n/i18n';

let api: OpsFakeApi;
let rules: Rule[];

const rule = (id: number, over: Partial<Rule>): Rule => ({
  id,
  name: `rule-${id}`,
  note: '',
  kind: 'author',
  pattern: '',
  contentKinds: ['moment'],
  action: 'hold',
  enabled: true,
  leet: false,
  exceptions: [],
  exceptionPattern: '',
  authorMaxAgeDays: null,
  authorMaxApproved: null,
  authorRejectWindow: null,
  authorRejectPercent: null,
  velocityItems: null,
  velocityMinutes: null,
  duplicateItems: null,
  duplicateMinutes: null,
  velocityAllKinds: false,
  builtin: null,
  hitCount: 0,
  decided: { removed: 0, approved: 0 },
  precision: null,
  hitsPerDay: 0,
  createdBy: 1,
  createdByName: 'root',
  version: 1,
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedAt: '2024-05-01T08:00:00.000Z',
  ...over,
});

beforeEach(() => {
  api = installOpsFakeApi();
  rules = [
    rule(1, { name: 'burst', velocityItems: 20, velocityMinutes: 10, velocityAllKinds: true }),
    rule(2, { name: 'campaign', duplicateItems: 30, duplicateMinutes: 5, action: 'block' }),
  ];
  api.on('/admins/rules/list', () => ({
    code: 200,
    data: { list: rules, total: rules.length, totalCapped: false, nextCursor: null },
  }));
  api.on('/admins/rules/save', (b) => {
    if (b.velocityMinutes === null)
      return {
        code: 40000,
        msg: 'velocityMinutes: is required with the other half of the velocity condition',
        data: { field: 'velocityMinutes', rule: 'invalid_value' },
      };
    const created = rule(3, {
      name: String(b.name),
      velocityItems: Number(b.velocityItems),
      velocityMinutes: Number(b.velocityMinutes),
    });
    rules = [created, ...rules];
    return { code: 200, data: { rule: created, created: true } };
  });
});

async function openRules() {
  const { user } = await renderLoggedIn(routePath('RuleList'), 'root');
  const grid = await screen.findByRole('grid', { name: 'Rules' });
  await within(grid).findByText('burst');
  return { user, grid };
}

const saves = () => api.calls.filter((c) => c.path === '/admins/rules/save');

describe('rules screen: velocity conditions', () => {
  it('lists a velocity rule by its rates', async () => {
    const { grid } = await openRules();
    const burst = within(grid).getByText('burst').closest('tr')!;
    expect(
      within(burst).getByText('more than 20 items from one account in 10 min · all text kinds'),
    ).toBeInTheDocument();
    const campaign = within(grid).getByText('campaign').closest('tr')!;
    expect(within(campaign).getByText('more than 30 near-duplicates in 5 min')).toBeInTheDocument();
  });

  it('creates one: no dry run, the server’s refusal under its field, then saved with the fields', async () => {
    const { user } = await openRules();
    await user.click(screen.getByRole('button', { name: /New rule/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    await user.type(within(dialog).getByLabelText('Name'), 'fast-posters');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'author');
    await user.type(within(dialog).getByLabelText('More items from one account than'), '15');
    const dry = within(dialog).getByRole('region', { name: 'Dry run' });
    expect(
      within(dry).getByText('Velocity conditions count items as they arrive: there is no dry run for them.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const minutes = within(dialog).getByLabelText('In (minutes)');
    await waitFor(() => expect(minutes).toHaveAttribute('aria-invalid', 'true'));
    await user.type(minutes, '10');
    await user.click(within(dialog).getByRole('switch', { name: /Count every kind of text/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves()[1]!.body).toMatchObject({
      name: 'fast-posters',
      kind: 'author',
      velocityItems: 15,
      velocityMinutes: 10,
      duplicateItems: null,
      duplicateMinutes: null,
      velocityAllKinds: true,
    });
    expect(api.calls.some((c) => c.path === '/admins/rules/test')).toBe(false);
  });

  it('speaks Chinese', async () => {
    const { grid } = await openRules();
    await act(() => setLocale('zh-CN'));
    expect(await within(grid).findByText('同一账号 10 分钟内超过 20 条 · 所有文本类型')).toBeInTheDocument();
    expect(within(grid).getByText('5 分钟内近似重复超过 30 条')).toBeInTheDocument();
  });
});
