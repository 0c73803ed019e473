import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Rule } from '#contract/api/rules';
import { installOpsFakeApi, type OpsFakeApi } from './ops-fake-api';
import { loginAs, renderApp } from './render-app';

let api: OpsFakeApi;
let rules: Rule[];

const rule = (id: number, over: Partial<Rule>): Rule => ({
  id,
  name: `rule-${id}`,
  note: '',
  kind: 'term',
  pattern: 'term',
  contentKinds: ['moment'],
  action: 'flag',
  enabled: true,
  hitCount: 0,
  createdBy: 1,
  createdByName: 'root',
  version: 1,
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedAt: '2024-05-01T08:00:00.000Z',
  ...over,
});

const RUNAWAY = 'pattern: could run away (catastrophic backtracking): avoid repeating a repeated or alternating group';

beforeEach(() => {
  api = installOpsFakeApi();
  rules = [
    rule(1, { name: 'scam-links', kind: 'regex', pattern: 'https?://[^\\s]+', hitCount: 42 }),
    rule(2, { name: 'insult-zh', pattern: '脑残', action: 'hold', hitCount: 7 }),
  ];
  api.on('/admins/rules/list', () => ({
    code: 200,
    data: { list: rules, total: rules.length, totalCapped: false, nextCursor: null },
  }));
  api.on('/admins/rules/test', (b) =>
    String(b.pattern).includes('(a+)+')
      ? { code: 40000, msg: RUNAWAY, data: { field: 'pattern', rule: 'invalid_value' } }
      : {
          code: 200,
          data: {
            hits: 12,
            scanned: 20_000,
            complete: true,
            byKind: [{ contentKind: 'moment', hits: 12, scanned: 20_000 }],
            samples: [{ contentKind: 'moment', id: 77, text: 'buy a lottery ticket', spans: [[6, 13]] }],
          },
        },
  );
  api.on('/admins/rules/save', (b) => {
    if (String(b.pattern).includes('(a+)+'))
      return { code: 40000, msg: RUNAWAY, data: { field: 'pattern', rule: 'invalid_value' } };
    const created = rule(3, { name: String(b.name), pattern: String(b.pattern) });
    rules = [created, ...rules];
    return { code: 200, data: { rule: created, created: true } };
  });
});

async function openRules() {
  const { user } = await renderApp('/login?redirect=RuleList');
  await loginAs(user, 'root');
  const grid = await screen.findByRole('grid', { name: 'Rules' });
  await within(grid).findByText('scam-links');
  return { user, grid };
}

const saves = () => api.calls.filter((c) => c.path === '/admins/rules/save');

describe('rules screen', () => {
  it('lists the rules with their action, kind, pattern and hits', async () => {
    const { grid } = await openRules();
    const row = within(grid).getByText('insult-zh').closest('tr')!;
    expect(within(row).getByText('Hold')).toBeInTheDocument();
    expect(within(row).getByText('脑残')).toBeInTheDocument();
    expect(within(row).getByText('7')).toBeInTheDocument();
  });

  it('creates a rule, showing the dry run count and a marked sample before saving', async () => {
    const { user, grid } = await openRules();
    await user.click(screen.getByRole('button', { name: /New rule/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    await user.type(within(dialog).getByLabelText('Name'), 'lottery');
    await user.type(within(dialog).getByLabelText('Term or pattern'), 'lottery');
    const dry = within(dialog).getByRole('region', { name: 'Dry run' });
    expect(await within(dry).findByText('Would hit 12 of 20000 existing items.', {}, { timeout: 3000 })).toBeVisible();
    expect(dry.querySelector('mark')?.textContent).toBe('lottery');
    expect(saves()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves()[0]!.body).toMatchObject({ name: 'lottery', kind: 'term', pattern: 'lottery', action: 'flag' });
    await waitFor(() => expect(within(grid).getAllByText('lottery').length).toBeGreaterThan(0));
  });

  it('shows a refused regex under its field, in words, and keeps the dialog open', async () => {
    const { user } = await openRules();
    await user.click(screen.getByRole('button', { name: /New rule/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    await user.type(within(dialog).getByLabelText('Name'), 'runaway');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'regex');
    await user.type(within(dialog).getByLabelText('Term or pattern'), '(a+)+$');
    const message = 'Could run away (catastrophic backtracking): avoid repeating a repeated or alternating group';
    expect(await within(dialog).findByText(message, {}, { timeout: 3000 })).toBeVisible();
    expect(within(dialog).getByLabelText('Term or pattern')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(within(dialog).getByText(message)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'New rule' })).toBeInTheDocument();
  });
});
