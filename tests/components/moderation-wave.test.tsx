import { act, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '#client/i18n/i18n';
import { beforeEach, describe, expect, it } from 'vitest';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { installWaveFake, type WaveFake } from './wave-fake';
import { FakeEventSource, installLiveFake } from './live-fake-stream';
import { focusedId, lookAtIt, waitForFocus } from './moderation-helpers';
import { renderLoggedIn } from './render-app';
import { waveSpan } from '#client/screens/moderation/wave/wave-line';
import type { WaveSummary } from '#contract/api/wave-summary';

let api: ModerationFake;
let waves: WaveFake;
const NOT_APPLIED = 'Keys typed during the change were not applied.';

// Moments 1–4 are one campaign with small edits (1 is the wave's first item); 5 is ordinary.
const TEXTS: Record<number, string> = {
  1: 'cheap watches at example shop today',
  2: 'cheap bags at example shop today',
  3: 'cheap watches at example shop today 🔥',
  4: '便宜手表 example shop',
};

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 6 }, (_, i) => ({
    ...moment(i + 1),
    text: TEXTS[i + 1] ?? `moment text ${i + 1}`,
  }));
  waves = installWaveFake(api);
  waves.makeWave(9, [1, 2, 3, 4], {
    accounts: [
      { strikes: 2 },
      { registeredAt: new Date(Date.now() - 3_600_000).toISOString() },
      { status: 'MUTED', restricted: true },
    ],
  });
});

async function openQueue() {
  const app = await renderLoggedIn('/audit-center/moment-list?queue=1', 'agent');
  await waitForFocus(1);
  await lookAtIt();
  return app;
}

/** `c`, then the wave drawn, then the look a moderator takes at it. */
async function openWave(user: Awaited<ReturnType<typeof openQueue>>['user']) {
  await user.keyboard('c');
  const view = await screen.findByRole('region', { name: 'Wave #9' }, { timeout: 10_000 });
  await lookAtIt();
  return view;
}

const decideBodies = () => waves.bodies('/admins/wave/decide');

describe('a wave on the queue card', () => {
  it('says what the wave is in words, and up next carries a small badge', async () => {
    await openQueue();
    const card = document.querySelector('[data-queue-focus="1"]') as HTMLElement;
    expect(within(card).getByText('Part of a wave: 4 near-identical posts from 3 accounts in 5 min')).toBeVisible();
    const next = screen.getByRole('list', { name: 'Up next' });
    expect(within(next).getAllByText('Wave · 4')).toHaveLength(3);
  });

  it('in Chinese too', async () => {
    await openQueue();
    await act(() => setLocale('zh-CN'));
    const card = document.querySelector('[data-queue-focus="1"]') as HTMLElement;
    expect(await within(card).findByText('属于一波：3 个账号在 5 分钟内发布了 4 条几乎相同的内容')).toBeVisible();
  });

  it('an item of no wave has no line, and `c` does nothing there', async () => {
    api.moments = api.moments.slice(4);
    const { user } = await renderLoggedIn('/audit-center/moment-list?queue=1', 'agent');
    await waitForFocus(5);
    expect(document.querySelector('[data-wave-line]')).toBeNull();
    await user.keyboard('c');
    expect(waves.bodies('/admins/wave/get')).toEqual([]);
  });
});

describe('the span a wave line gives', () => {
  const over = (minutes: number): WaveSummary => ({
    id: 1,
    kind: 'moment',
    size: 17,
    pending: 17,
    accounts: 16,
    firstAt: '2026-11-04T00:00:00.000Z',
    lastAt: new Date(Date.parse('2026-11-04T00:00:00.000Z') + minutes * 60_000).toISOString(),
    perMinute: 0,
  });

  it('minutes up to two hours, hours up to two days, then days (not "36 420 min")', () => {
    expect(waveSpan(over(0))).toEqual({ key: 'wave.span.min', n: 1 });
    expect(waveSpan(over(119))).toEqual({ key: 'wave.span.min', n: 119 });
    expect(waveSpan(over(150))).toEqual({ key: 'wave.span.hours', n: 3 });
    expect(waveSpan(over(47 * 60))).toEqual({ key: 'wave.span.hours', n: 47 });
    expect(waveSpan(over(36_420))).toEqual({ key: 'wave.span.days', n: 25 });
  });
});

describe('the wave view', () => {
  it('tells a screen reader that the wave opened, what a decision takes, and that it closed', async () => {
    const { user } = await openQueue();
    const region = document.querySelector('[data-wave-announcer]') as HTMLElement;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    await openWave(user);
    expect(region).toHaveTextContent(
      'Wave #9 open: 4 pending items from 3 accounts. A decision key decides them all; Esc closes it.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(region).toHaveTextContent('Wave closed, back to the queue.'));
  });

  it('lays the pending items side by side with their differences from the first item, and the accounts', async () => {
    const { user } = await openQueue();
    const view = await openWave(user);
    expect(waves.bodies('/admins/wave/get')).toEqual([{ id: 9 }]);
    const item = (id: number) => view.querySelector(`[data-wave-item="${id}"]`) as HTMLElement;
    const marks = (id: number, tag: 'ins' | 'del') =>
      Array.from(item(id).querySelectorAll(tag)).map((m) => m.textContent);
    expect(view.querySelector('[data-wave-first="1"]')).toHaveTextContent(TEXTS[1]!);
    expect(marks(2, 'ins')).toEqual(['bags']);
    expect(marks(2, 'del')).toEqual(['watches']);
    expect(marks(3, 'ins')).toEqual([' 🔥']);
    expect(marks(1, 'ins')).toEqual([]);
    expect(marks(4, 'ins')).toEqual(['便宜手表']);
    expect(item(2).querySelector('ins')).toHaveAttribute('title', 'Not in the first item');
    const accounts = within(view).getByRole('region', { name: 'Accounts (3)' });
    const first = accounts.querySelector('[data-wave-account="101"]') as HTMLElement;
    expect(first).toHaveTextContent('registered 3 days ago · strikes: 2 · 2 in the wave');
    // An account an hour old was registered today, not "0 days ago".
    const fresh = accounts.querySelector('[data-wave-account="102"]') as HTMLElement;
    expect(fresh).toHaveTextContent('registered today · strikes: 0');
    const muted = accounts.querySelector('[data-wave-account="100"]') as HTMLElement;
    expect(muted).toHaveTextContent('Muted');
    expect(muted).toHaveTextContent('suspended or banned');
    // The queue's cursor stays put behind it; Esc closes it and the queue is where it was.
    await user.keyboard('jj{Escape}');
    await waitForFocus(1);
    expect(screen.queryByRole('region', { name: 'Wave #9' })).toBeNull();
  });

  it('one key decides every pending item shown, with the armed reason, at the versions drawn', async () => {
    api.touch('moment', 3);
    const { user } = await openQueue();
    await openWave(user);
    await user.keyboard('1r');
    await waitFor(() =>
      expect(decideBodies()).toEqual([
        {
          waveId: 9,
          ids: [4, 3, 2, 1],
          expectedVersions: { '4': 1, '3': 2, '2': 1, '1': 1 },
          decision: 'reject',
          reasonCode: 'spam',
        },
      ]),
    );
    // The view closes; the hand shows them decided and the cursor moves past them.
    await waitForFocus(5);
    expect(await screen.findByText('Wave decided: 4 items.')).toBeInTheDocument();
    expect(api.moments.slice(0, 4).map((m) => m.auditStatus)).toEqual(Array(4).fill('REJECTED'));
  });

  it('names only what it drew: an item that joined since waits, one changed since is a conflict, told', async () => {
    const { user } = await openQueue();
    await openWave(user);
    waves.makeWave(9, [1, 2, 3, 4, 6]);
    api.touch('moment', 3);
    await user.keyboard('a');
    await waitFor(() => expect(decideBodies()).toHaveLength(1));
    expect(decideBodies()[0]).toMatchObject({ ids: [4, 3, 2, 1], decision: 'approve' });
    expect(await screen.findByText('Items of the wave changed since it was drawn, left as they are: 1.')).toBeVisible();
    expect(api.moments.map((m) => m.auditStatus)).toEqual([
      'APPROVED',
      'APPROVED',
      'PENDING',
      'APPROVED',
      'PENDING',
      'PENDING',
    ]);
  });

  it('another key also acts on every author, through the confirm with the counts; skipped authors are told', async () => {
    waves.skip.set(102, 'banned');
    const { user } = await openQueue();
    await openWave(user);
    await user.keyboard('1{Shift>}s{/Shift}');
    const picker = await screen.findByRole('dialog', { name: 'Suspend 3 accounts' });
    // Days only: the wave's decision takes no hours.
    expect(within(picker).queryByText('1 h')).toBeNull();
    await user.keyboard('3');
    const confirm = await screen.findByRole('dialog', { name: 'Reject 4 posts and suspend 3 accounts for 7 days?' });
    expect(decideBodies()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(decideBodies()).toEqual([
        {
          waveId: 9,
          ids: [4, 3, 2, 1],
          expectedVersions: { '4': 1, '3': 1, '2': 1, '1': 1 },
          decision: 'reject',
          reasonCode: 'spam',
          authors: { kind: 'suspend', days: 7 },
        },
      ]),
    );
    expect(await screen.findByText('Wave decided: 4 items, 2 accounts acted on.')).toBeInTheDocument();
    expect(
      await screen.findByText('Accounts left alone: 1 (1 already banned, 0 under a suspension not replaced).'),
    ).toBeInTheDocument();
  });

  it('acting on the authors needs a reason armed first', async () => {
    const { user } = await openQueue();
    await openWave(user);
    await user.keyboard('w');
    expect(await screen.findByText('Pick a reason first (1–9), then the key again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decideBodies()).toEqual([]);
  });

  it('`z` puts every item back through the update endpoints and revokes the enforcements', async () => {
    const { user } = await openQueue();
    await openWave(user);
    await user.keyboard('2w');
    await screen.findByRole('dialog', { name: 'Reject 4 posts and warn 3 accounts?' });
    await user.keyboard('{Enter}');
    await screen.findByText('Wave decided: 4 items, 3 accounts acted on.');
    await waitForFocus(5);
    await lookAtIt();
    await user.keyboard('z');
    await waitFor(() => expect(waves.bodies('/admins/account/enforcement-revoke')).toHaveLength(3));
    expect(api.bodies('/admins/update-audit-status')).toEqual([
      {
        ids: [4, 3, 2, 1],
        expectedVersions: { '4': 2, '3': 2, '2': 2, '1': 2 },
        target: 'moment',
        auditStatus: 'PENDING',
        holder: expect.any(String),
      },
    ]);
    expect(waves.bodies('/admins/account/enforcement-revoke')).toEqual([
      { id: 500, expectedVersion: 1 },
      { id: 501, expectedVersion: 1 },
      { id: 502, expectedVersion: 1 },
    ]);
    expect(await screen.findByText('Wave decision taken back: 4 items, 3 enforcements revoked.')).toBeInTheDocument();
    expect(api.moments.slice(0, 4).map((m) => m.auditStatus)).toEqual(Array(4).fill('PENDING'));
    await waitForFocus(1);
  });

  it('counts every item it decided, and `z` brings those outside the hand into it, none of them "new"', async () => {
    // A hand of the wave's first item alone: its three others are no one's yet.
    api.leaseCap = 1;
    installLiveFake();
    const { user } = await openQueue();
    await waitFor(() => expect(FakeEventSource.all.length).toBe(1));
    expect(screen.getByText('0 decided · 6 waiting')).toBeInTheDocument();
    await openWave(user);
    await user.keyboard('1r');
    expect(await screen.findByText('Wave decided: 4 items.')).toBeInTheDocument();
    // The server's events for this tab's own decision are not another tab's.
    FakeEventSource.current().emit('items-decided', {
      queue: 'moment',
      ids: [4, 3, 2, 1],
      by: { id: 2, name: 'agent' },
    });
    expect(await screen.findByText('4 decided · 2 waiting')).toBeInTheDocument();
    await waitForFocus(5);
    await lookAtIt();
    await user.keyboard('z');
    expect(await screen.findByText('Wave decision taken back: 4 items, 0 enforcements revoked.')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-queue-announcer]')).toHaveTextContent('Undone: 4 items.'));
    FakeEventSource.current().emit('items-entered', { queue: 'moment', ids: [4, 3, 2, 1] });
    await waitForFocus(1);
    expect(await screen.findByText('0 decided · 6 waiting')).toBeInTheDocument();
    expect(screen.queryByText(/new items?$/)).not.toBeInTheDocument();
    // The wave's others follow its first item in the hand, undecided again.
    const next = screen.getByRole('list', { name: 'Up next' });
    expect(
      Array.from(next.querySelectorAll('[data-queue-next]')).map((li) => li.getAttribute('data-queue-next')),
    ).toEqual(['2', '3', '4', '5']);
    expect(screen.queryByText('Decided by agent')).not.toBeInTheDocument();
  });

  it('`z` names this tab’s lease holder on its writes, so every item comes back held by this tab', async () => {
    const { user } = await openQueue();
    await openWave(user);
    await user.keyboard('1d');
    expect(await screen.findByText('Wave decided: 4 items.')).toBeInTheDocument();
    await waitForFocus(5);
    await lookAtIt();
    await user.keyboard('z');
    await waitFor(() => expect(api.bodies('/admins/update-moment-enabled')).toHaveLength(1));
    const holder = api.bodies('/admins/queue/lease')[0]?.holder;
    expect(typeof holder).toBe('string');
    expect(api.bodies('/admins/update-moment-enabled')[0]).toMatchObject({ ids: [4, 3, 2, 1], enabled: true, holder });
    await waitForFocus(1);
  });

  it('an item of the wave another moderator took meanwhile is undone but stays out of the hand, and the queue says who holds it', async () => {
    // A hand of the wave's first item alone: its three others come into it with the undo.
    api.leaseCap = 1;
    const { user } = await openQueue();
    await openWave(user);
    await user.keyboard('1r');
    expect(await screen.findByText('Wave decided: 4 items.')).toBeInTheDocument();
    await waitForFocus(5);
    await lookAtIt();
    api.heldElsewhere.add(3);
    await user.keyboard('z');
    expect(
      await screen.findByText('1 waiting, all held by 1 other moderator. They come back here if let go.'),
    ).toBeInTheDocument();
    expect(api.moments[2]).toMatchObject({ auditStatus: 'PENDING' });
    await waitForFocus(1);
    const next = screen.getByRole('list', { name: 'Up next' });
    expect(
      Array.from(next.querySelectorAll('[data-queue-next]')).map((li) => li.getAttribute('data-queue-next')),
    ).toEqual(['2', '4', '5']);
  });

  it('a deciding key typed before the view was drawn decides nothing', async () => {
    const { user } = await openQueue();
    const letGo = waves.holdGet();
    await user.keyboard('crrr');
    letGo();
    await screen.findByRole('region', { name: 'Wave #9' });
    expect(await screen.findByText(NOT_APPLIED)).toBeInTheDocument();
    expect(decideBodies()).toEqual([]);
    expect(api.bodies('/admins/update-audit-status')).toEqual([]);
    // After a look, the same key decides the wave.
    await lookAtIt();
    await user.keyboard('r');
    await waitFor(() => expect(decideBodies()).toHaveLength(1));
    expect(focusedId()).not.toBeNull();
  });
});

describe('the wave in the palette', () => {
  const offered = async (user: Awaited<ReturnType<typeof openQueue>>['user'], query: string) => {
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard(query);
    await waitFor(() => expect(within(palette).getByRole('combobox')).toHaveValue(query));
    return within(palette)
      .queryAllByRole('option')
      .map((o) => o.textContent ?? '');
  };

  it('offers the wave in queue mode with a wave item in hand, and its decisions once it is open', async () => {
    const { user } = await openQueue();
    expect((await offered(user, 'wave')).some((o) => o.startsWith('Open or close the wave'))).toBe(true);
    await user.keyboard('{Escape}');
    await openWave(user);
    const open = await offered(user, 'wave');
    expect(open.some((o) => o.startsWith('Reject every pending item of the wave'))).toBe(true);
    expect(open.some((o) => o.startsWith('Reject the wave and suspend every author'))).toBe(true);
  });

  it('offers nothing of waves on an item of no wave', async () => {
    api.moments = api.moments.slice(4);
    const { user } = await renderLoggedIn('/audit-center/moment-list?queue=1', 'agent');
    await waitForFocus(5);
    expect((await offered(user, 'wave')).some((o) => /wave/i.test(o))).toBe(false);
  });

  it('nor in the table, wave rows and all', async () => {
    const { user } = await renderLoggedIn('/audit-center/moment-list', 'agent');
    await screen.findByRole('grid', { name: 'Moments' });
    expect((await offered(user, 'wave')).some((o) => /wave/i.test(o))).toBe(false);
  });
});
