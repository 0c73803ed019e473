import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamFigures, TeamStatsReply, TeamTargetsReply } from '#contract/api/team-stats';
import type { SecondReviewAgreement } from '#contract/api/second-review';
import { DECISION_KINDS, TEAM_QUEUES } from '#contract/api/team-stats-kinds';
import { installFakeApi, type FakeApi } from './fake-api';
import { routePath, renderLoggedIn } from './render-app';
import { contractChecked } from './contract-check';

// happy-dom has no canvas; the chart itself is covered by stats-chart.test.tsx.
vi.mock('uplot', () => ({
  default: class {
    setData() {}
    setSize() {}
    destroy() {}
  },
}));

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

function figures(decisions: number, extra: Partial<TeamFigures> = {}): TeamFigures {
  return {
    decisions,
    byKind: { ...zeros(DECISION_KINDS), approve: decisions },
    byQueue: { ...zeros(TEAM_QUEUES), moment: decisions },
    activeHours: 4,
    perActiveHour: decisions / 4,
    waitMedianSeconds: 623,
    waitP90Seconds: 7417,
    undone: 1,
    undoRate: 1 / decisions,
    overturned: 2,
    overturnRate: 2 / decisions,
    ...extra,
  };
}

function statsReply(body: { from: string; to: string }): TeamStatsReply {
  const days: string[] = [];
  for (
    let d = body.from;
    d <= body.to;
    d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  )
    days.push(d);
  const agent = figures(8 * days.length, agentExtra(8 * days.length));
  return {
    timeZone: 'Asia/Shanghai',
    from: body.from,
    to: body.to,
    team: figures(8 * days.length),
    moderators: [{ ...agent, adminId: 2, username: 'agent', name: 'Agent Li' }],
    series: { labels: days, decisions: days.map(() => 8), undone: days.map(() => 0), overturned: days.map(() => 0) },
  };
}

/** What the agent's figures carry besides approvals (a test sets acts on people and appeals). */
let agentExtra: (decisions: number) => Partial<TeamFigures> = () => ({});
let targets: TeamTargetsReply;
let api: FakeApi;
/** Second review's agreement over the period (its own endpoint). */
const agreement: SecondReviewAgreement = {
  team: { reviewed: 8, agreed: 6, rate: 0.75 },
  moderators: [{ adminId: 2, username: 'agent', name: 'Agent Li', reviewed: 8, agreed: 6, rate: 0.75 }],
  queues: [
    { queue: 'moment', reviewed: 6, agreed: 5, rate: 5 / 6 },
    { queue: 'question', reviewed: 2, agreed: 1, rate: 0.5 },
  ],
  labels: [
    { label: 'fine', reviewed: 5, agreed: 5, rate: 1 },
    { label: 'spam', reviewed: 3, agreed: 1, rate: 1 / 3 },
  ],
};
const calls: { path: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  agentExtra = () => ({});
  api = installFakeApi();
  calls.length = 0;
  targets = {
    cap: 10_001,
    queues: TEAM_QUEUES.map((queue) => ({
      queue,
      targetMinutes: queue === 'report' ? 240 : 1440,
      version: 1,
      updatedAt: '2026-05-01T00:00:00.000Z',
      updatedBy: null,
      waiting: queue === 'report' ? 3 : 0,
      oldestSeconds: queue === 'report' ? 6 * 3600 : 0,
      breaches: queue === 'report' ? 1 : 0,
      breachList: queue === 'report' ? [{ id: 42, enteredAt: '2026-05-01T02:00:00.000Z', ageSeconds: 6 * 3600 }] : [],
    })),
  };
  const inner = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    contractChecked(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      let data: unknown;
      if (path === '/admins/team-stats/get') data = statsReply(body as { from: string; to: string });
      else if (path === '/admins/team-stats/targets') data = targets;
      else if (path === '/admins/second-review/agreement') data = agreement;
      else if (path === '/admins/team-stats/target-save') {
        const q = targets.queues.find((x) => x.queue === body.queue)!;
        Object.assign(q, { targetMinutes: body.targetMinutes, version: q.version + 1, updatedBy: 'root' });
        data = q;
      } else return inner(input, init);
      calls.push({ path, body });
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let blob: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: (b: Blob) => ((blob = b), 'blob:csv'), revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

async function openTeamStats(query = '') {
  const { user } = await renderLoggedIn(`${routePath('TeamStats')}${query.replace(/^&/, '?')}`, 'root');
  const main = screen.getByRole('main');
  await within(main).findByRole('region', { name: 'Moderators' }, { timeout: 5000 });
  await waitFor(() => expect(main.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });
  return { user, main };
}

describe('team stats screen', () => {
  it("shows second review's agreement per moderator, queue and label over the period", async () => {
    const { main } = await openTeamStats();
    const panel = await within(main).findByRole('region', { name: 'Second review: agreement' });
    expect(within(panel).getByText('Team: 75.0% of 8 reviews agreed')).toBeInTheDocument();
    const byModerator = within(panel).getByRole('table', { name: 'Per moderator (who decided)' });
    expect(within(byModerator).getByRole('row', { name: /Agent Li \(agent\)/ })).toHaveTextContent('8675.0%');
    const byQueue = within(panel).getByRole('table', { name: 'Per queue' });
    expect(within(byQueue).getByRole('row', { name: /Questions/ })).toHaveTextContent('2150.0%');
    const byLabel = within(panel).getByRole('table', { name: 'Per label decided' });
    expect(within(byLabel).getByRole('row', { name: /Spam or advertising/ })).toHaveTextContent('3133.3%');
    // One precision down a column: 100.0% above 33.3%, not 100%.
    expect(within(byLabel).getByRole('row', { name: /^Fine/ })).toHaveTextContent('55100.0%');
    const period = calls.find((c) => c.path === '/admins/team-stats/get')!.body;
    expect(calls.find((c) => c.path === '/admins/second-review/agreement')!.body).toEqual(period);
  });

  it("shows a week's rows of the daily table whole, under a count that says so", async () => {
    const { main } = await openTeamStats();
    const daily = within(main).getByRole('region', { name: 'Decisions per day' });
    expect(within(daily).getByText('7 rows')).toBeInTheDocument();
    const box = within(daily).getByRole('region', { name: 'Decisions per day: the figures as a table' });
    expect(within(box).getAllByRole('row')).toHaveLength(8);
    // Chromium draws the head 36.4 px and a row 33.4 px high (13 px text, padding, border): the box
    // holds the head and seven rows with their borders, where its 240 px hid the seventh (today).
    expect(parseFloat(box.style.maxHeight)).toBeGreaterThanOrEqual(36.4 + 7 * 33.4 + 2);
  });

  it('charts decisions and decisions per active hour apart, each under its own title', async () => {
    const { main } = await openTeamStats();
    const moderators = within(main).getByRole('region', { name: 'Moderators' });
    // Not one chart of two scales, where 505 decisions and 3.3 an hour drew bars of one height.
    const charts = within(moderators).getAllByRole('figure');
    expect(charts.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Decisions in the period',
      'Decisions per active hour',
    ]);
    expect(within(moderators).getByRole('heading', { name: 'Decisions per active hour' })).toBeInTheDocument();
  });

  it('changes the period: a preset, then a custom range', async () => {
    const { user, main } = await openTeamStats();
    const first = calls.find((c) => c.path === '/admins/team-stats/get')!.body as { from: string; to: string };
    // Seven days by default, ending today.
    expect(Math.round((Date.parse(first.to) - Date.parse(first.from)) / 86_400_000)).toBe(6);
    expect(within(main).getByText('Decisions', { selector: 'dt' }).nextElementSibling).toHaveTextContent('56');

    await user.click(within(main).getByRole('radio', { name: 'Today' }));
    await waitFor(() =>
      expect(within(main).getByText('Decisions', { selector: 'dt' }).nextElementSibling).toHaveTextContent('8'),
    );
    const today = calls.at(-1)!.body as { from: string; to: string };
    expect(today.from).toBe(today.to);

    await user.click(within(main).getByRole('radio', { name: 'Custom' }));
    const from = within(main).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-05-01');
    const to = within(main).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-05-03');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/admins/team-stats/get').at(-1)!.body).toEqual({
        from: '2026-05-01',
        to: '2026-05-03',
      }),
    );
    expect(await within(main).findByText('24', { selector: 'dd' })).toBeInTheDocument();

    // A start after its end: the message under the range, and none of the last period's figures.
    await user.clear(from);
    await user.type(from, '2026-05-09');
    await waitFor(() => expect(within(main).queryByText('Decisions', { selector: 'dt' })).not.toBeInTheDocument());
    expect(within(main).queryByRole('region', { name: 'Moderators' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('region', { name: 'Second review: agreement' })).not.toBeInTheDocument();
    // The screen says why it is empty below the bar.
    expect(within(main).getByRole('status')).toHaveTextContent(
      'No figures for the period above: correct it to see them.',
    );
  });

  it('exports the moderators table as CSV with raw figures', async () => {
    const saved = captureDownloads();
    const { user, main } = await openTeamStats('&period=custom&from=2026-05-01&to=2026-05-02');
    const panel = within(main).getByRole('region', { name: 'Moderators' });
    await user.click(within(panel).getByRole('button', { name: 'Export CSV' }));
    expect(saved[0]!.name).toBe('team-moderators-2026-05-01-2026-05-02.csv');
    const text = new TextDecoder().decode(new Uint8Array(await saved[0]!.blob.arrayBuffer()).slice(3));
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'Moderator,Decisions,Active hours,Per active hour,Median wait,p90 wait,Undone,Undo rate,Overturned,Overturn rate',
      'Agent Li (agent),16,4,4,623,7417,1,0.0625,2,0.125',
      'Whole team,16,4,4,623,7417,1,0.0625,2,0.125',
    ]);
  });

  it('shows warn, suspend, ban and appeal decisions as kinds, and appeal overturns in the overturn rate', async () => {
    // As the server reports them: acts on people and appeal decisions are decisions of their kind;
    // the agent's suspension that root's accepted appeal took back is one of the agent's overturns.
    agentExtra = (decisions) => ({
      byKind: {
        ...zeros(DECISION_KINDS),
        approve: decisions - 9,
        warn: 3,
        suspend: 2,
        ban: 1,
        uphold: 2,
        overturn: 1,
      },
      overturned: 1,
      overturnRate: 1 / decisions,
    });
    const saved = captureDownloads();
    const { user, main } = await openTeamStats('&period=custom&from=2026-05-01&to=2026-05-02');
    const breakdown = within(main).getByRole('region', { name: 'Decisions by kind and queue' });
    for (const header of ['Warn', 'Suspend', 'Ban', 'Uphold appeal', 'Overturn appeal'])
      expect(within(breakdown).getByRole('columnheader', { name: header })).toBeInTheDocument();
    await user.click(within(breakdown).getByRole('button', { name: 'Export CSV' }));
    const text = new TextDecoder().decode(new Uint8Array(await saved[0]!.blob.arrayBuffer()).slice(3));
    expect(text.split('\r\n').slice(0, 2)).toEqual([
      'Moderator,Approve,Reject,Enable,Disable,Finish valid,Finish invalid,Uphold appeal,Overturn appeal,Warn,Suspend,Ban',
      'Agent Li (agent),7,0,0,0,0,0,2,1,3,2,1',
    ]);
    const moderators = within(main).getByRole('region', { name: 'Moderators' });
    const agentRow = within(moderators).getByRole('row', { name: /Agent Li/ });
    // Overturned, overturn rate: the last two columns.
    expect(
      within(agentRow)
        .getAllByRole('cell')
        .slice(-2)
        .map((c) => c.textContent),
    ).toEqual(['1', '6.3%']);
  });

  it('edits a queue target and lists the breaches with links to the items', async () => {
    const { user, main } = await openTeamStats();
    const queues = within(main).getByRole('region', { name: 'Queues against their targets' });
    const reports = within(queues).getByRole('row', { name: /Reports/ });
    expect(reports).toHaveTextContent('4 h');
    expect(within(queues).getByRole('link', { name: 'Report #42' })).toHaveAttribute(
      'href',
      '/audit-center/report-list?id=42&open=42',
    );

    await user.click(within(reports).getByRole('button', { name: 'Edit target of Reports' }));
    const input = within(queues).getByLabelText('Target of Reports in minutes');
    await user.clear(input);
    await user.type(input, '0');
    expect(within(queues).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '90{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admins/team-stats/target-save')?.body).toEqual({
        queue: 'report',
        targetMinutes: 90,
        expectedVersion: 1,
      }),
    );
    await waitFor(() => expect(within(queues).getByRole('row', { name: /Reports/ })).toHaveTextContent('1 h 30 min'));
    expect(api.calls.length).toBeGreaterThan(0);
  });
});
