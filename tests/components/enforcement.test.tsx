import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountNote, AppealItem, EnforcementRow } from '#contract/api/enforcement';
import type { PersonHold } from '#contract/api/person-holds';
import { noteBusinessZone } from '#client/i18n/business-zone';
import { account, installModerationFake, moment, report, type ModerationFake } from './moderation-fake';
import { focusedId, lookAtIt, openAs, waitForFocus, openQueue } from './moderation-helpers';
import { contractChecked } from './contract-check';

let api: ModerationFake;
/** Calls to the enforcement endpoints, in order, with their bodies. */
let calls: { path: string; body: Record<string, unknown> }[];
let notes: AccountNote[];
let appeals: AppealItem[];
/** Appeals another moderator decided after this one leased them: a decision on them is stale. */
let decidedElsewhere: Set<number>;
/** The hold in force on account 101, as the server would keep it. */
let personHold: PersonHold | null;

const T = '2026-01-01T00:00:00.000Z';
const row = (over: Partial<EnforcementRow> = {}): EnforcementRow => ({
  id: 7,
  version: 1,
  accountId: 101,
  kind: 'warn',
  reasonCode: 'spam',
  reason: '[spam] 垃圾信息或广告',
  content: { kind: 'moment', id: 1 },
  startsAt: T,
  endsAt: null,
  createdBy: { id: 2, username: 'agent' },
  createdAt: T,
  revokedAt: null,
  revokedBy: null,
  revokedReason: null,
  appealState: 'none',
  appealText: null,
  appealedAt: null,
  appealDecidedBy: null,
  appealDecidedAt: null,
  appealNote: null,
  active: true,
  ...over,
});
const summary = {
  activeStrikes: 2,
  last: { kind: 'suspend' as const, at: T },
  suspendedUntil: '2099-01-08T00:00:00.000Z',
  pendingAppeals: 0,
  total: 3,
};
const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function handle(path: string, body: Record<string, unknown>): Response | null {
  const versionOf = (id: number) => api.moments.find((m) => m.id === id)?.version ?? 1;
  switch (path) {
    case '/admins/account/enforce': {
      const content = body.content as { id: number; expectedVersion?: number; decide?: boolean } | undefined;
      const asked = body.reports as { ids: number[]; expectedVersions: Record<string, number> } | undefined;
      // As the server: the item is decided with the act unless it came from the reports queue.
      const decided = content?.decide ?? !asked;
      const reports = (asked?.ids ?? []).map((id) => ({
        ...api.reports.find((r) => r.id === id)!,
        status: 'FINISHED' as const,
        result: 'VALID' as const,
        version: asked!.expectedVersions[String(id)]! + 1,
      }));
      const e = row({ kind: body.kind as 'warn', ...(body.days ? { endsAt: '2099-01-08T00:00:00.000Z' } : {}) });
      return json({
        enforcement: e,
        replaced: null,
        content: content
          ? {
              kind: 'moment',
              id: content.id,
              version: (content.expectedVersion ?? versionOf(content.id)) + 1,
              enabled: false,
              auditStatus: decided ? 'REJECTED' : 'PENDING',
            }
          : null,
        reports,
        summary,
      });
    }
    case '/admins/account/enforcement-revoke': {
      const content = body.content as { enabled: boolean; expectedVersion?: number } | undefined;
      const asked = body.reports as { ids: number[]; expectedVersions: Record<string, number> } | undefined;
      // As the server: named from a tab's hand, what it puts back is leased to it unless another holds it.
      const held = (asked?.ids ?? (content ? [1] : [])).filter((id) => api.heldElsewhere.has(id));
      return json({
        ...(body.holder === undefined
          ? {}
          : { heldByOthers: { ids: held, items: held.length, moderators: held.length > 0 ? 1 : 0, ownTabs: 0 } }),
        reports: (asked?.ids ?? []).map((id) => ({
          ...api.reports.find((r) => r.id === id)!,
          version: asked!.expectedVersions[String(id)]! + 1,
        })),
        enforcement: row({ version: 2, revokedAt: T, active: false }),
        content: content
          ? {
              kind: 'moment',
              id: 1,
              version: (content.expectedVersion ?? versionOf(1)) + 1,
              enabled: content.enabled,
              auditStatus: 'PENDING',
            }
          : null,
        summary,
      });
    }
    case '/admins/account/enforcements':
      return json({
        list: [
          row({ kind: 'suspend', endsAt: '2099-01-08T00:00:00.000Z' }),
          row({ id: 6, revokedAt: T, active: false }),
        ],
        summary,
      });
    case '/admins/account/notes':
      return json({ list: notes });
    case '/admins/account/hold-get':
      return json({ hold: personHold });
    case '/admins/account/hold':
      personHold = {
        id: 1,
        accountId: body.accountId as number,
        until: body.until as string,
        reason: '',
        createdBy: 2,
        createdByName: 'agent',
        createdAt: T,
      };
      return json({ hold: personHold });
    case '/admins/account/note-add': {
      const note = {
        id: notes.length + 1,
        accountId: 101,
        author: { id: 2, username: 'agent' },
        createdAt: T,
        text: body.text as string,
      };
      notes = [note, ...notes];
      return json(note);
    }
    case '/admins/appeal/lease': {
      // As the server: the hand and the count are the appeals still pending.
      const pending = appeals.filter((a) => a.appealState === 'pending');
      return json({
        list: pending,
        expiresAt: T,
        total: pending.length,
        totalCapped: false,
        heldByOthers: { items: 0, moderators: 0, ownTabs: 0 },
      });
    }
    case '/admins/appeal/release':
      return json({ released: appeals.length });
    case '/admins/appeal/decide': {
      const a = appeals.find((x) => x.id === body.id)!;
      if (decidedElsewhere.has(a.id)) {
        const current = { ...row({ ...a, version: a.version + 1, appealState: 'upheld' }), account: a.account };
        return new Response(JSON.stringify({ code: 40900, msg: 'the enforcement changed', data: { current } }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      // As the server: an overturn gives back what the enforcement took down, and the reply says so.
      const overturned = body.decision === 'overturn';
      const decided: AppealItem = {
        ...a,
        version: a.version + 1,
        appealState: overturned ? 'overturned' : 'upheld',
        cause: a.cause && overturned ? { ...a.cause, enabled: true, auditStatus: 'APPROVED' } : a.cause,
      };
      appeals = appeals.map((x) => (x.id === a.id ? decided : x));
      return json(decided);
    }
    case '/admins/appeal/reopen': {
      const a = appeals.find((x) => x.id === body.id)!;
      const reopened: AppealItem = { ...a, version: (body.expectedVersion as number) + 1, appealState: 'pending' };
      appeals = appeals.map((x) => (x.id === a.id ? reopened : x));
      return json(reopened);
    }
    default:
      return null;
  }
}

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 6 }, (_, i) => moment(i + 1));
  api.enforcementSummary = () => summary;
  calls = [];
  decidedElsewhere = new Set();
  personHold = null;
  notes = [{ id: 1, accountId: 101, author: { id: 1, username: 'root' }, createdAt: T, text: 'talked to them before' }];
  appeals = [
    {
      ...row({ id: 11, kind: 'suspend', appealState: 'pending', appealText: 'it was my brother', appealedAt: T }),
      account: { id: 101, nickname: 'author101', avatarUrl: '/media/avatar/1.svg', status: 'NORMAL' },
      cause: {
        kind: 'moment',
        id: 1,
        exists: true,
        snippet: 'cheap followers here',
        media: [{ kind: 'image', url: '/media/photo/1.svg' }],
        enabled: false,
        auditStatus: 'REJECTED',
      },
      prior: [row({ id: 5, kind: 'ban', revokedAt: T, active: false }), row({ id: 4, kind: 'warn' })],
      priorTotal: 7,
    },
    {
      ...row({ id: 12, appealState: 'pending', appealText: 'sorry', appealedAt: T }),
      account: { id: 102, nickname: 'author102', avatarUrl: '/media/avatar/2.svg', status: 'NORMAL' },
      cause: null,
      prior: [],
      priorTotal: 0,
    },
  ];
  const inner = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    contractChecked(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      const res = handle(path, body);
      if (res) {
        calls.push({ path, body });
        return res;
      }
      return inner(input, init);
    }),
  );
});

const bodies = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

const queue = openQueue;

describe('enforcement from the queue', () => {
  it('w with a preset reason disables the item and warns its author in one call; z takes both back', async () => {
    const { user } = await queue();
    await user.keyboard('1w');
    await waitForFocus(2);
    // The item is decided with the act: the toast names the status it got.
    expect(await screen.findByText('Disabled and rejected, and the author warned.')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodies('/admins/account/enforce')).toEqual([
        {
          accountId: 101,
          kind: 'warn',
          reasonCode: 'spam',
          content: { kind: 'moment', id: 1, disable: true, expectedVersion: 1 },
        },
      ]),
    );
    expect(api.bodies('/admins/update-moment-enabled')).toHaveLength(0);
    await user.keyboard('z');
    await waitFor(() =>
      expect(bodies('/admins/account/enforcement-revoke')).toEqual([
        { id: 7, expectedVersion: 1, content: { enabled: true, expectedVersion: 2 }, holder: expect.any(String) },
      ]),
    );
    await waitForFocus(1);
  });

  it('w without a reason asks for one and sends nothing', async () => {
    const { user } = await queue();
    await user.keyboard('w');
    expect(await screen.findByText('Pick a reason first (1–9), then the key again.')).toBeInTheDocument();
    expect(bodies('/admins/account/enforce')).toHaveLength(0);
  });

  it('Shift+s opens the length picker; a digit suspends for that many days with the item disabled', async () => {
    const { user } = await queue();
    await user.keyboard('2{Shift>}s{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Suspend #101' });
    expect(within(dialog).getByText('Reason: Harassment or abuse')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/The item is disabled and set to Rejected with it, and leaves every queue/),
    ).toBeInTheDocument();
    await user.keyboard('3');
    await waitFor(() =>
      expect(bodies('/admins/account/enforce')).toEqual([
        {
          accountId: 101,
          kind: 'suspend',
          reasonCode: 'harassment',
          days: 7,
          content: { kind: 'moment', id: 1, disable: true, expectedVersion: 1 },
        },
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitForFocus(2);
  });

  it('the length picker offers hours besides days: 6 suspends for 6 hours with the item decided', async () => {
    const { user } = await queue();
    await user.keyboard('2{Shift>}s{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Suspend #101' });
    for (const label of ['1 h', '6 h', '12 h', '1 day', '30 days'])
      expect(within(dialog).getByRole('button', { name: new RegExp(`${label}$`) })).toBeInTheDocument();
    await user.keyboard('6');
    await waitFor(() =>
      expect(bodies('/admins/account/enforce')).toEqual([
        {
          accountId: 101,
          kind: 'suspend',
          reasonCode: 'harassment',
          hours: 6,
          content: { kind: 'moment', id: 1, disable: true, expectedVersion: 1 },
        },
      ]),
    );
    await waitForFocus(2);
  });

  it('the author line shows strikes in force, the last act and the suspension end', async () => {
    await queue();
    const line = await waitFor(() => {
      const el = document.querySelector('[data-author-summary="101"] [data-enforcement-glance]');
      expect(el).not.toBeNull();
      return el!;
    });
    expect(line.textContent).toMatch(/2 strikes · last: Suspension/);
    expect(line.textContent).toMatch(/suspended until/);
    // Before the counts: a phone's width cuts the line at its end, never the history.
    const whole = line.parentElement!.textContent;
    expect(whole.indexOf('2 strikes')).toBeLessThan(whole.indexOf('removed'));
  });

  it('the drawer lists the history and the notes, and adds a note', async () => {
    const { user } = await queue();
    await user.keyboard('u');
    const drawer = await screen.findByRole('complementary', { name: 'Account #101' });
    const history = await within(drawer).findByRole('region', { name: 'Enforcement' });
    expect(await within(history).findByText('Suspension')).toBeInTheDocument();
    expect(within(history).getByText('taken back')).toBeInTheDocument();
    const notesRegion = within(drawer).getByRole('region', { name: 'Notes' });
    expect(await within(notesRegion).findByText('talked to them before')).toBeInTheDocument();
    await user.type(within(notesRegion).getByRole('textbox'), 'second warning given by phone');
    await user.click(within(notesRegion).getByRole('button', { name: 'Add note' }));
    expect(await within(notesRegion).findByText('second warning given by phone')).toBeInTheDocument();
    expect(bodies('/admins/account/note-add')).toEqual([{ accountId: 101, text: 'second warning given by phone' }]);
  });
});

describe('the undo of an act from a queue card, in this tab’s hand', () => {
  const leaseHolderSent = () => api.bodies('/admins/queue/lease')[0]?.holder;

  it('names this tab’s lease holder, so the item comes back held by this tab', async () => {
    const { user } = await queue();
    await user.keyboard('1w');
    await waitForFocus(2);
    await screen.findByText('Disabled and rejected, and the author warned.');
    await user.keyboard('z');
    await waitFor(() => expect(bodies('/admins/account/enforcement-revoke')).toHaveLength(1));
    expect(typeof leaseHolderSent()).toBe('string');
    expect(bodies('/admins/account/enforcement-revoke')[0]).toMatchObject({ holder: leaseHolderSent() });
    await waitForFocus(1);
  });

  it('an item another moderator took meanwhile is put back but leaves the hand, and the queue says who holds it', async () => {
    const { user } = await queue();
    await user.keyboard('1w');
    await waitForFocus(2);
    await screen.findByText('Disabled and rejected, and the author warned.');
    api.heldElsewhere.add(1);
    await user.keyboard('z');
    expect(
      await screen.findByText('1 waiting, all held by 1 other moderator. They come back here if let go.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        document.querySelector('[data-queue-previous="1"], [data-queue-focus="1"], [data-queue-next="1"]'),
      ).toBeNull(),
    );
    expect(focusedId()).toBe(2);
  });

  it('from the reports queue, the reports opened again come back held by this tab', async () => {
    api.reports = [report(1, 50), report(2, 51), report(3, 50)];
    const { user } = await openAs('/audit-center/report-list?queue=1');
    await waitForFocus(1);
    await user.keyboard('1w');
    await waitForFocus(2);
    await waitFor(() => expect(bodies('/admins/account/enforce')).toHaveLength(1));
    await user.keyboard('z');
    await waitFor(() => expect(bodies('/admins/account/enforcement-revoke')).toHaveLength(1));
    expect(typeof leaseHolderSent()).toBe('string');
    expect(bodies('/admins/account/enforcement-revoke')[0]).toMatchObject({
      reports: { ids: [1, 3] },
      holder: leaseHolderSent(),
    });
  });

  it('an act on the drawer’s author alone puts nothing back and names no holder', async () => {
    const { user } = await queue();
    await user.keyboard('u');
    const drawer = await screen.findByRole('complementary', { name: 'Account #101' });
    await user.keyboard('1');
    await user.click(await within(drawer).findByRole('button', { name: /^Warn the author open in the drawer/ }));
    await waitFor(() => expect(bodies('/admins/account/enforce')).toHaveLength(1));
    await user.keyboard('z');
    await waitFor(() => expect(bodies('/admins/account/enforcement-revoke')).toEqual([{ id: 7, expectedVersion: 1 }]));
  });
});

describe('hold everything from this person', () => {
  it('holds until the end of the chosen day in the business time zone, not the browser’s', async () => {
    // 20:00 UTC on Dec 7 is already Dec 8 in Shanghai: the default end is three business days on.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-12-07T20:00:00Z'));
    noteBusinessZone('Asia/Shanghai');
    try {
      const { user } = await queue();
      await user.keyboard('u');
      const drawer = await screen.findByRole('complementary', { name: 'Account #101' });
      const section = await within(drawer).findByRole('region', { name: 'Hold everything from this person' });
      expect(within(section).getByLabelText('Until the end of')).toHaveValue('2026-12-11');
      await user.click(within(section).getByRole('button', { name: 'Hold their posts' }));
      await waitFor(() =>
        expect(bodies('/admins/account/hold')).toEqual([{ accountId: 101, until: '2026-12-11T15:59:59.000Z' }]),
      );
      expect(
        await within(section).findByText('Everything they write is held until Dec 11, 2026, 11:59 PM'),
      ).toBeInTheDocument();
    } finally {
      // The module is shared with the files after this one: give the browser's zone back.
      noteBusinessZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
      vi.useRealTimers();
    }
  });
});

describe('ban by key', () => {
  it('Shift+b asks first; Esc sends nothing, Enter disables the item and bans its author in one call', async () => {
    const { user } = await queue();
    await user.keyboard('1{Shift>}b{/Shift}');
    let dialog = await screen.findByRole('dialog', { name: 'Ban #101?' });
    expect(
      within(dialog).getByText(
        /The item is disabled and set to Rejected \(it leaves every queue\), and its author banned/,
      ),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies('/admins/account/enforce')).toEqual([]);
    // The reason stays armed after a cancel.
    await lookAtIt();
    await user.keyboard('{Shift>}b{/Shift}');
    dialog = await screen.findByRole('dialog', { name: 'Ban #101?' });
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(bodies('/admins/account/enforce')).toEqual([
        {
          accountId: 101,
          kind: 'ban',
          reasonCode: 'spam',
          content: { kind: 'moment', id: 1, disable: true, expectedVersion: 1 },
        },
      ]),
    );
    await waitForFocus(2);
  });

  it('in the account drawer, Shift+b (or its button) bans the author alone after asking', async () => {
    const { user } = await queue();
    await user.keyboard('u');
    const ban = await screen.findByRole('button', { name: /Ban the author open in the drawer/ });
    expect(ban).toBeEnabled();
    await user.keyboard('3{Shift>}b{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Ban #101?' });
    expect(within(dialog).getByText(/The account is banned until/)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(bodies('/admins/account/enforce')).toEqual([{ accountId: 101, kind: 'ban', reasonCode: 'sexual' }]),
    );
  });
});

/** The badges (not the status buttons) in `el` that read `text`. */
const badges = (el: HTMLElement, text: string) =>
  within(el)
    .queryAllByText(text)
    .filter((b) => !b.closest('button'));

describe('a suspension in force, where an account is shown', () => {
  it("the drawer's badge names the suspension, not Normal, and the status buttons say when their status applies", async () => {
    const { user } = await queue();
    await user.keyboard('u');
    const drawer = await screen.findByRole('complementary', { name: 'Account #101' });
    expect(await within(drawer).findByText(/^Suspended until .*2099/)).toBeInTheDocument();
    expect(badges(drawer, 'Normal')).toEqual([]);
    expect(
      within(drawer).getByText(/The status set here is the one that applies once the suspension ends/),
    ).toBeInTheDocument();
  });

  it('without one the drawer says the status alone', async () => {
    api.enforcementSummary = () => ({ ...summary, suspendedUntil: null });
    const { user } = await queue();
    await user.keyboard('u');
    const drawer = await screen.findByRole('complementary', { name: 'Account #101' });
    await waitFor(() => expect(badges(drawer, 'Normal')).toHaveLength(1));
    expect(within(drawer).queryByText(/Suspended until/)).not.toBeInTheDocument();
  });

  it('the account list names it in the status column, over the status a moderator set', async () => {
    api.accounts = [{ ...account(5), suspendedUntil: '2099-01-08T00:00:00.000Z' }, account(6)];
    await openAs('/account-center/account-list');
    const suspended = (await screen.findByText('account5')).closest('tr')!;
    expect(within(suspended).getByText('Suspended')).toBeInTheDocument();
    expect(within(suspended).getByText(/^until .*2099/)).toBeInTheDocument();
    expect(badges(suspended, 'Normal')).toEqual([]);
    const normal = screen.getByText('account6').closest('tr')!;
    expect(within(normal).getByText('Normal')).toBeInTheDocument();
  });
});

describe("the drawer's enforcement buttons", () => {
  it('offers Warn, Suspend and Ban, lightest first; Suspend opens the length picker for the author alone', async () => {
    const { user } = await queue();
    await user.keyboard('u');
    const drawer = await screen.findByRole('complementary', { name: 'Account #101' });
    const acts = await within(drawer).findAllByRole('button', { name: /the author open in the drawer/ });
    expect(acts.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Warn the author open in the drawer/),
      expect.stringMatching(/^Suspend the author open in the drawer/),
      expect.stringMatching(/^Ban the author open in the drawer/),
    ]);
    // `w` and Shift+s stay the item's keys (they decide it too), so only Ban shows its key here.
    expect(acts.map((b) => [...b.querySelectorAll('kbd')].map((k) => k.textContent).join('+'))).toEqual([
      '',
      '',
      'Shift+B',
    ]);
    await user.keyboard('2');
    await user.click(acts[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Suspend #101' });
    await user.click(within(dialog).getByRole('button', { name: /3 days/ }));
    await waitFor(() =>
      expect(bodies('/admins/account/enforce')).toEqual([
        { accountId: 101, kind: 'suspend', reasonCode: 'harassment', days: 3 },
      ]),
    );
  });

  it('with focus in the drawer (u moves it there), w and Shift+s still decide the item with the act', async () => {
    const { user } = await queue();
    await user.keyboard('u');
    const drawer = await screen.findByRole('complementary', { name: 'Account #101' });
    expect(within(drawer).getByRole('heading', { name: 'Account #101' })).toHaveFocus();
    await user.keyboard('1w');
    await waitFor(() => expect(bodies('/admins/account/enforce')).toHaveLength(1));
    expect(bodies('/admins/account/enforce')[0]).toMatchObject({
      accountId: 101,
      kind: 'warn',
      content: { kind: 'moment', id: 1, disable: true },
    });
    await waitForFocus(2);
    await screen.findByRole('complementary', { name: 'Account #102' });
    await lookAtIt();
    await user.keyboard('2{Shift>}s{/Shift}');
    await screen.findByRole('dialog', { name: 'Suspend #102' });
    await user.keyboard('3');
    await waitFor(() => expect(bodies('/admins/account/enforce')).toHaveLength(2));
    expect(bodies('/admins/account/enforce')[1]).toMatchObject({ accountId: 102, kind: 'suspend', days: 7 });
  });

  it('the Warn button warns the author alone; w with the drawer open still decides the item with the warning', async () => {
    const { user } = await queue();
    await user.keyboard('u');
    const drawer = await screen.findByRole('complementary', { name: 'Account #101' });
    await user.keyboard('3');
    await user.click(await within(drawer).findByRole('button', { name: /^Warn the author open in the drawer/ }));
    await waitFor(() =>
      expect(bodies('/admins/account/enforce')).toEqual([{ accountId: 101, kind: 'warn', reasonCode: 'sexual' }]),
    );
    await waitForFocus(1);
    await lookAtIt();
    await user.keyboard('1w');
    await waitFor(() => expect(bodies('/admins/account/enforce')).toHaveLength(2));
    expect(bodies('/admins/account/enforce')[1]).toMatchObject({
      accountId: 101,
      kind: 'warn',
      reasonCode: 'spam',
      content: { kind: 'moment', id: 1, disable: true },
    });
  });
});

describe('enforcement from the reports queue', () => {
  it("w finishes the target's reports as valid and warns the reported author in one call; z takes both back", async () => {
    api.reports = [report(1, 50), report(2, 51), report(3, 50)];
    const { user } = await openAs('/audit-center/report-list?queue=1');
    await waitForFocus(1);
    await user.keyboard('1w');
    await waitFor(() =>
      expect(bodies('/admins/account/enforce')).toEqual([
        {
          accountId: 102,
          kind: 'warn',
          reasonCode: 'spam',
          content: { kind: 'moment', id: 50, disable: false },
          reports: { ids: [1, 3], expectedVersions: { '1': 1, '3': 1 } },
        },
      ]),
    );
    await waitForFocus(2);
    expect(api.bodies('/admins/update-report-finish')).toHaveLength(0);
    await user.keyboard('z');
    await waitFor(() =>
      expect(bodies('/admins/account/enforcement-revoke')).toEqual([
        {
          id: 7,
          expectedVersion: 1,
          reports: { ids: [1, 3], expectedVersions: { '1': 2, '3': 2 } },
          holder: expect.any(String),
        },
      ]),
    );
  });

  it('the key sheet names both keys for reports; Shift+s suspends the reported author for the picked length', async () => {
    api.reports = [report(1, 50)];
    const { user } = await openAs('/audit-center/report-list?queue=1');
    await waitForFocus(1);
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByText('Finish as valid and warn the reported person')).toBeInTheDocument();
    expect(within(sheet).getByText('Finish as valid and suspend the reported person…')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('2{Shift>}s{/Shift}');
    const picker = await screen.findByRole('dialog', { name: 'Suspend #102' });
    expect(within(picker).getByText(/The reports are finished as valid with it/)).toBeInTheDocument();
    await user.keyboard('3');
    await waitFor(() =>
      expect(bodies('/admins/account/enforce')).toEqual([
        {
          accountId: 102,
          kind: 'suspend',
          reasonCode: 'harassment',
          days: 7,
          content: { kind: 'moment', id: 50, disable: false },
          reports: { ids: [1], expectedVersions: { '1': 1 } },
        },
      ]),
    );
  });
});

describe('the Appeals queue', () => {
  it('shows the oldest appeal large; a accepts it, r rejects the next, z reopens the last', async () => {
    const { user } = await openAs('/audit-center/appeal-list');
    expect(await screen.findByText('it was my brother')).toBeInTheDocument();
    await user.keyboard('a');
    expect(await screen.findByText('sorry')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodies('/admins/appeal/decide')).toEqual([{ id: 11, expectedVersion: 1, decision: 'overturn' }]),
    );
    await user.keyboard('r');
    await waitFor(() => expect(bodies('/admins/appeal/decide')).toHaveLength(2));
    expect(bodies('/admins/appeal/decide')[1]).toEqual({ id: 12, expectedVersion: 1, decision: 'uphold' });
    await user.keyboard('z');
    await waitFor(() => expect(bodies('/admins/appeal/reopen')).toEqual([{ id: 12, expectedVersion: 2 }]));
  });

  it("the card shows the content the enforcement was for and the author's other enforcements without u", async () => {
    const { user } = await openAs('/audit-center/appeal-list');
    const card = (await screen.findByText('it was my brother')).closest('[data-appeal]') as HTMLElement;
    const cause = within(card).getByRole('region', { name: 'What it was for' });
    expect(within(cause).getByText('cheap followers here')).toBeInTheDocument();
    expect(within(cause).getByText('Moment #1')).toBeInTheDocument();
    expect(within(cause).getByText('Rejected')).toBeInTheDocument();
    expect(within(cause).getByText('Disabled')).toBeInTheDocument();
    expect(within(cause).getAllByRole('button', { name: /media/i })).toHaveLength(1);
    const history = within(card).getByRole('region', { name: 'Their other enforcements' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^Ban.*taken back/), expect.stringMatching(/^Warning.*in force/)]);
    expect(within(history).getByText('5 more in the account drawer (u)')).toBeInTheDocument();
    // No drawer was opened for it.
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await user.keyboard('j');
    const next = (await screen.findByText('sorry')).closest('[data-appeal]') as HTMLElement;
    await waitFor(() => expect(next).toHaveAttribute('aria-current', 'true'));
    expect(within(next).getByText('The enforcement names no content.')).toBeInTheDocument();
    expect(within(next).getByText('None before this one.')).toBeInTheDocument();
  });

  it('after a accepts, the card shows the content as the decision left it: shown and approved again', async () => {
    const { user } = await openAs('/audit-center/appeal-list');
    await screen.findByText('it was my brother');
    await user.keyboard('a');
    await waitFor(() => expect(bodies('/admins/appeal/decide')).toHaveLength(1));
    await user.keyboard('k');
    await waitFor(() => expect(document.querySelector('[data-appeal="11"]')).toHaveAttribute('aria-current', 'true'));
    const card = document.querySelector('[data-appeal="11"]') as HTMLElement;
    await waitFor(() => expect(within(card).getByText('Appeal accepted')).toBeInTheDocument());
    const cause = within(card).getByRole('region', { name: 'What it was for' });
    expect(within(cause).getByText('Approved')).toBeInTheDocument();
    expect(within(cause).getByText('Enabled')).toBeInTheDocument();
    expect(within(cause).queryByText('Rejected')).not.toBeInTheDocument();
    expect(within(cause).queryByText('Disabled')).not.toBeInTheDocument();
  });

  it('j leaves the appeals it passes on screen: every one not decided stays listed, as the count says', async () => {
    const more = (id: number, text: string): AppealItem => ({
      ...appeals[1]!,
      ...row({ id, appealState: 'pending', appealText: text, appealedAt: T }),
    });
    appeals = [...appeals, more(13, 'third appeal'), more(14, 'fourth appeal')];
    const { user } = await openAs('/audit-center/appeal-list');
    await screen.findByText('it was my brother');
    await user.keyboard('jjj');
    await waitFor(() => expect(document.querySelector('[data-appeal="14"]')).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByText('4 waiting')).toBeInTheDocument();
    const listed = () => [...document.querySelectorAll('[data-appeal]')].map((el) => el.getAttribute('data-appeal'));
    expect(listed()).toEqual(['11', '12', '13', '14']);
    // A decided one drops out once passed; the one just passed stays, with its mark.
    await user.keyboard('kk');
    await waitFor(() => expect(document.querySelector('[data-appeal="12"]')).toHaveAttribute('aria-current', 'true'));
    await user.keyboard('r');
    expect(await screen.findByText('3 waiting')).toBeInTheDocument();
    await user.keyboard('j');
    await waitFor(() => expect(document.querySelector('[data-appeal="14"]')).toHaveAttribute('aria-current', 'true'));
    expect(listed()).toEqual(['11', '13', '14']);
  });

  it("a note half typed in the drawer stays with its author: j shows the next author's empty field, k brings it back", async () => {
    appeals[1] = { ...appeals[1]!, accountId: 102 };
    const { user } = await openAs('/audit-center/appeal-list');
    await screen.findByText('it was my brother');
    await user.keyboard('u');
    const drawer = await screen.findByRole('complementary', { name: 'Account #101' });
    const field = () => within(screen.getByRole('region', { name: 'Notes' })).getByRole('textbox');
    // So is a day picked for a hold of this author.
    const day = () => screen.getByLabelText('Until the end of');
    const offered = (day() as HTMLInputElement).value;
    fireEvent.change(day(), { target: { value: '2027-01-31' } });
    await user.type(field(), 'asked for proof of the brother');
    // Esc leaves the field for the pane's heading, the text kept: the queue's keys work again.
    await user.keyboard('{Escape}');
    expect(within(drawer).getByRole('heading', { name: 'Account #101' })).toHaveFocus();
    expect(field()).toHaveValue('asked for proof of the brother');
    await user.keyboard('j');
    await screen.findByRole('complementary', { name: 'Account #102' });
    expect(field()).toHaveValue('');
    expect(day()).toHaveValue(offered);
    await user.keyboard('k');
    await screen.findByRole('complementary', { name: 'Account #101' });
    expect(field()).toHaveValue('asked for proof of the brother');
    await user.click(within(screen.getByRole('region', { name: 'Notes' })).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(bodies('/admins/account/note-add')).toEqual([{ accountId: 101, text: 'asked for proof of the brother' }]),
    );
    await waitFor(() => expect(field()).toHaveValue(''));
  });

  it('says how many more wait below the few it lists after the focused appeal', async () => {
    appeals = Array.from({ length: 8 }, (_, n) => ({
      ...appeals[1]!,
      ...row({ id: 20 + n, appealState: 'pending', appealText: `appeal ${n}`, appealedAt: T }),
    }));
    await openAs('/audit-center/appeal-list');
    await screen.findByText('appeal 0');
    expect(document.querySelectorAll('[data-appeal]')).toHaveLength(6);
    expect(screen.getByText('2 more waiting below')).toBeInTheDocument();
  });

  it('leases its hand, marks a decision another moderator got to first as failed, and gives the hand back', async () => {
    decidedElsewhere.add(11);
    const { user } = await openAs('/audit-center/appeal-list');
    expect(await screen.findByText('it was my brother')).toBeInTheDocument();
    expect(bodies('/admins/appeal/lease')).toEqual([{ count: 100 }]);
    await user.keyboard('a');
    await waitFor(() => expect(bodies('/admins/appeal/decide')).toHaveLength(1));
    await user.keyboard('k');
    const card = document.querySelector('[data-appeal="11"]')!;
    await waitFor(() =>
      expect(within(card as HTMLElement).getByText('Accepting the appeal failed')).toBeInTheDocument(),
    );
    // Nothing to undo: the decision was never applied.
    await user.keyboard('z');
    expect(bodies('/admins/appeal/reopen')).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(bodies('/admins/appeal/release')).toEqual([{}]));
  });
});
