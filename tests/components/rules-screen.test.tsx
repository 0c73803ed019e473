import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rule } from '#contract/api/rules';
import { installOpsFakeApi, type OpsFakeApi } from './ops-fake-api';
import { routePath, renderLoggedIn } from './render-app';

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

const LOOKAHEAD = 'pattern: may not use look-ahead: rules run on a linear-time engine (RE2)';

beforeEach(() => {
  api = installOpsFakeApi();
  rules = [
    rule(1, {
      name: 'scam-links',
      kind: 'regex',
      pattern: 'https?://[^\\s]+',
      hitCount: 42,
      decided: { removed: 30, approved: 10 },
      precision: 0.75,
      hitsPerDay: 3.5,
    }),
    rule(2, {
      name: 'insult-zh',
      pattern: '脑残',
      action: 'hold',
      hitCount: 7,
      exceptions: ['脑残粉'],
      decided: { removed: 1, approved: 3 },
      precision: 0.25,
    }),
  ];
  api.on('/admins/rules/list', () => ({
    code: 200,
    data: { list: rules, total: rules.length, totalCapped: false, nextCursor: null },
  }));
  api.on('/admins/rules/test', (b) =>
    String(b.pattern).includes('(?=')
      ? { code: 40000, msg: LOOKAHEAD, data: { field: 'pattern', rule: 'invalid_value' } }
      : {
          code: 200,
          data: {
            hits: 12,
            scanned: 20_000,
            complete: true,
            byKind: [{ contentKind: 'moment', hits: 12, scanned: 20_000 }],
            samples: [{ contentKind: 'moment', id: 77, text: 'buy a lottery ticket', spans: [[6, 13]] }],
            decided: { removed: 9, approved: 3 },
            precision: 0.75,
          },
        },
  );
  api.on('/admins/rules/overturned', () => ({
    code: 200,
    data: {
      list: [{ contentKind: 'moment', id: 501, text: '你才脑残呢，开玩笑的', decidedAt: '2024-05-02T08:00:00.000Z' }],
    },
  }));
  api.on('/admins/rules/save', (b) => {
    if (String(b.pattern).includes('(?='))
      return { code: 40000, msg: LOOKAHEAD, data: { field: 'pattern', rule: 'invalid_value' } };
    const created = rule(3, { name: String(b.name), pattern: String(b.pattern) });
    rules = [created, ...rules];
    return { code: 200, data: { rule: created, created: true } };
  });
});

async function openRules() {
  const { user } = await renderLoggedIn(routePath('RuleList'), 'root');
  const grid = await screen.findByRole('grid', { name: 'Rules' });
  await within(grid).findByText('scam-links');
  return { user, grid };
}

/** The form of a new rule, opened from the list's button. */
async function newRule() {
  const { user, grid } = await openRules();
  await user.click(screen.getByRole('button', { name: /New rule/ }));
  const dialog = await screen.findByRole('dialog', { name: 'New rule' });
  return { user, grid, dialog };
}

/** The form of the rule named so, opened from its row with Enter. */
async function editRule(name: string) {
  const { user, grid } = await openRules();
  await user.click(within(grid).getByText(name));
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: `Edit rule ${name}` });
  return { user, dialog };
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
    const { user, grid, dialog } = await newRule();
    await user.type(within(dialog).getByLabelText('Name'), 'lottery');
    await user.type(within(dialog).getByLabelText('Term or pattern'), 'lottery');
    const dry = within(dialog).getByRole('region', { name: 'Dry run' });
    expect(await within(dry).findByText('Would hit 12 of 20,000 existing items.', {}, { timeout: 3000 })).toBeVisible();
    expect(dry.querySelector('mark')?.textContent).toBe('lottery');
    expect(saves()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves()[0]!.body).toMatchObject({ name: 'lottery', kind: 'term', pattern: 'lottery', action: 'flag' });
    await waitFor(() => expect(within(grid).getAllByText('lottery').length).toBeGreaterThan(0));
  });

  it("shows each rule's precision from the team's decisions and its hits a day, low precision marked", async () => {
    const { grid } = await openRules();
    const good = within(grid).getByText('scam-links').closest('tr')!;
    expect(within(good).getByText('75%')).toBeInTheDocument();
    expect(within(good).getByText('3.5')).toBeInTheDocument();
    const poor = within(grid).getByText('insult-zh').closest('tr')!;
    expect(within(poor).getByText('25%')).toHaveClass('text-danger');
    expect(within(poor).getByText('· 1 exception', { exact: false })).toHaveTextContent(/· 1 exception$/);
  });

  it('says a rule none of whose hits is decided has no precision yet, and lists no approved hits', async () => {
    rules.push(rule(4, { name: 'fresh-rule', pattern: 'fresh', hitCount: 43 }));
    const { dialog } = await editRule('fresh-rule');
    const panel = within(dialog).getByRole('region', { name: 'Last hits the team approved' });
    expect(within(panel).getByText('Precision of its own hits since it was made: no decided hits yet')).toBeVisible();
    expect(within(panel).queryByText(/every decided hit was removed/)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('heading')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/admins/rules/overturned')).toHaveLength(0);
  });

  it("edits a rule's exceptions, showing its precision and the last hits the team approved", async () => {
    const { user, dialog } = await editRule('insult-zh');
    const overturned = within(dialog).getByRole('region', { name: 'Last hits the team approved' });
    expect(
      within(overturned).getByText('Precision of its own hits since it was made: 25% (1 of 4 decided were removed)'),
    ).toBeVisible();
    expect((await within(overturned).findByText('脑残')).tagName).toBe('MARK');
    const exceptions = within(dialog).getByLabelText('Exceptions (one phrase a line)');
    expect(exceptions).toHaveValue('脑残粉');
    await user.type(exceptions, '{Enter}开玩笑的');
    const dry = within(dialog).getByRole('region', { name: 'Dry run' });
    expect(
      await within(dry).findByText(
        'Precision on the items already decided: 75% (9 of 12 decided were removed)',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    // Which of the two figures is which, where both show.
    expect(
      within(dry).getByText(/Replayed on every item the team has decided; the list's precision counts only/),
    ).toBeVisible();
    // The dry run follows the exceptions as they are typed.
    await waitFor(
      () =>
        expect(api.calls.filter((c) => c.path === '/admins/rules/test').at(-1)!.body).toMatchObject({
          exceptions: ['脑残粉', '开玩笑的'],
        }),
      { timeout: 3000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toMatchObject({ id: 2, exceptions: ['脑残粉', '开玩笑的'] });
  });

  it('asks before Cancel drops changes to a rule, naming it; an untouched form closes at once', async () => {
    const { user, dialog } = await editRule('scam-links');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit rule scam-links' })).not.toBeInTheDocument());
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Edit rule scam-links' });
    await user.type(within(again).getByLabelText('Name'), '-2');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes to rule scam-links?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit rule scam-links' })).not.toBeInTheDocument());
  });

  it('says what an empty form lacks in its own words, on the fields, and sends nothing', async () => {
    const { user, dialog } = await newRule();
    await user.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveAccessibleDescription('Give the rule a name');
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText('Term or pattern')).toHaveAccessibleDescription('Type a term or pattern');
    expect(saves()).toHaveLength(0);
    // Each error goes as its field is filled in.
    await user.type(name, 'lottery');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText('Term or pattern')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks an "Author only" rule for a condition, and drops the request once one is typed', async () => {
    const { user, dialog } = await newRule();
    await user.type(within(dialog).getByLabelText('Name'), 'newcomers');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'author');
    const dry = within(dialog).getByRole('region', { name: 'Dry run' });
    expect(within(dry).getByText('Fill in an author condition to see what it would hit.')).toBeVisible();
    expect(api.calls.filter((c) => c.path === '/admins/rules/test')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    const age = within(dialog).getByLabelText('Account younger than (days)');
    expect(age).toHaveAccessibleDescription('Fill in at least one author condition');
    expect(age).toHaveFocus();
    await user.type(age, '3');
    expect(age).not.toHaveAttribute('aria-invalid');
    expect(await within(dry).findByText('Would hit 12 of 20,000 existing items.', {}, { timeout: 3000 })).toBeVisible();
    expect(saves()).toHaveLength(0);
  });

  it('drops a refused pattern’s error as soon as the pattern changes, and the dry run says why it waits', async () => {
    const { user, dialog } = await newRule();
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'regex');
    const pattern = within(dialog).getByLabelText('Term or pattern');
    await user.type(pattern, 'scam(?=now)');
    expect(await within(dialog).findByText(/Look-ahead is not allowed/, {}, { timeout: 3000 })).toBeVisible();
    const dry = within(dialog).getByRole('region', { name: 'Dry run' });
    expect(within(dry).getByText(/The dry run waits for a pattern it can read/)).toBeVisible();
    // Refused by the console's copy of the server's check: never sent.
    const sent = api.calls.filter((c) => c.path === '/admins/rules/test').map((c) => String(c.body.pattern));
    expect(sent.filter((p) => p.includes('('))).toEqual([]);
    await user.type(pattern, '{Backspace}');
    expect(pattern).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByText(/Look-ahead is not allowed/)).not.toBeInTheDocument();
  });

  it('shows a refused regex under its field, in words, and keeps the dialog open', async () => {
    const { user, dialog } = await newRule();
    await user.type(within(dialog).getByLabelText('Name'), 'runaway');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'regex');
    await user.type(within(dialog).getByLabelText('Term or pattern'), 'scam(?=now)');
    const message = 'Look-ahead is not allowed (rules run on a linear-time engine)';
    expect(await within(dialog).findByText(message, {}, { timeout: 3000 })).toBeVisible();
    expect(within(dialog).getByLabelText('Term or pattern')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(within(dialog).getByText(message)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'New rule' })).toBeInTheDocument();
  });

  it('labels the decided count under each precision, says when no hit is decided yet, and says what the column counts', async () => {
    rules.push(
      rule(4, { name: 'fresh-rule', hitCount: 43 }),
      rule(5, { name: 'one-decided', decided: { removed: 1, approved: 0 }, precision: 1, exceptions: ['a', 'b'] }),
    );
    const { grid } = await openRules();
    const row = (name: string) => within(grid).getByText(name).closest('tr')!;
    expect(within(row('scam-links')).getByText('of 40 decided')).toBeVisible();
    expect(within(row('one-decided')).getByText('of 1 decided')).toBeVisible();
    expect(within(row('one-decided')).getByText('· 2 exceptions', { exact: false })).toBeVisible();
    expect(within(row('fresh-rule')).getByText('none decided')).toHaveAttribute('title', 'no decided hits yet');
    expect(row('fresh-rule')).not.toHaveTextContent('· 0');
    expect(within(grid).getByRole('columnheader', { name: 'Precision' })).toHaveAccessibleDescription(
      /^Of the rule's own hits since it was made, those the team has decided \(the number under the figure\): the share removed/,
    );
    expect(screen.getByText(/^Precision: of each rule's own hits since it was made/)).toBeVisible();
  });

  it('says a dry run none of whose hits is decided has no precision, in a sentence', async () => {
    api.on('/admins/rules/test', () => ({
      code: 200,
      data: {
        ...{ hits: 2, scanned: 20_000, complete: true, byKind: [], samples: [] },
        decided: { removed: 0, approved: 0 },
        precision: null,
      },
    }));
    const { user, dialog } = await newRule();
    await user.type(within(dialog).getByLabelText('Term or pattern'), 'lottery');
    const dry = within(dialog).getByRole('region', { name: 'Dry run' });
    expect(
      await within(dry).findByText(
        'Precision: none of the items it would hit has been decided yet.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
  });

  it('shows the day a rule was updated, its time in the title', async () => {
    rules[0] = { ...rules[0]!, updatedAt: '2024-05-01T12:00:00.000Z' };
    const { grid } = await openRules();
    const cell = within(within(grid).getByText('scam-links').closest('tr')!).getByText(/2024/);
    expect(cell).toHaveTextContent(/^May 1, 2024$/);
    expect(cell.getAttribute('title')).toMatch(/^May 1, 2024, \d{1,2}:\d{2}/);
  });

  it('says a regex the engine cannot read in the reader’s language (zh-CN), with the part it names', async () => {
    const { user } = await renderLoggedIn(routePath('RuleList'), 'root', { locale: 'zh-CN' });
    const grid = await screen.findByRole('grid', { name: '规则' });
    await within(grid).findByText('scam-links');
    await user.click(screen.getByRole('button', { name: /新建规则/ }));
    const dialog = await screen.findByRole('dialog', { name: '新建规则' });
    await user.selectOptions(within(dialog).getByLabelText('类型'), 'regex');
    const pattern = within(dialog).getByLabelText('词语或模式');
    await user.type(pattern, '[[abc');
    await waitFor(() => expect(pattern).toHaveAccessibleDescription('不是有效的正则表达式：[ 缺少对应的 ]（[abc）'), {
      timeout: 3000,
    });
  });
});

describe('rules table on a phone', () => {
  // happy-dom lays nothing out: the scrolling boxes are given a phone's width and a table wider than it.
  beforeEach(() => {
    const wide = (el: Element) => el.classList.contains('overflow-x-auto');
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return wide(this) ? 1100 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return wide(this) ? 390 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows that more columns are to the right, and scrolls to them when tapped', async () => {
    const { user } = await openRules();
    const cue = (await screen.findAllByRole('button', { name: 'More columns to the right' }))[0]!;
    const box = cue.previousElementSibling as HTMLElement;
    box.scrollBy = function (this: HTMLElement) {
      this.scrollLeft = 710;
      this.dispatchEvent(new Event('scroll'));
    };
    await user.click(cue);
    await waitFor(() => expect(cue).not.toBeInTheDocument());
  });
});
