import { act, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '#client/i18n/i18n';
import { beforeEach, describe, expect, it } from 'vitest';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { focusedId, lookAtIt, openAs, previousMark, waitForFocus, openQueue } from './moderation-helpers';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 12 }, (_, i) => moment(i + 1));
});

const queue = openQueue;

describe('a queue’s status filter', () => {
  it('is a real value in the filter bar and the address, and stays when another filter is added', async () => {
    const { user } = await queue();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('auditStatus')).toBe('PENDING'));
    expect(screen.getByRole('combobox', { name: 'Review' })).toHaveValue('PENDING');
    await user.type(screen.getByRole('textbox', { name: 'Text contains' }), 'spam{Enter}');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('text')).toBe('spam'));
    expect(new URLSearchParams(window.location.search).get('auditStatus')).toBe('PENDING');
    // Every lease of the queue named the status, the first one (before the address had it) too.
    const leases = api.bodies('/admins/queue/lease');
    expect(leases.length).toBeGreaterThan(1);
    expect(leases.every((b) => (b.filters as Record<string, unknown>).auditStatus === 'PENDING')).toBe(true);
    expect(leases.at(-1)!.filters).toEqual({ auditStatus: 'PENDING', text: 'spam' });
  });
});

/** The queue, the author's drawer (`u`) and its mute dialog (`m m`), its reason field in focus. */
async function muteDialogFromDrawer() {
  const { user } = await queue();
  await user.keyboard('u');
  await screen.findByRole('complementary', { name: 'Account #101' });
  await user.keyboard('mm');
  const field = await screen.findByLabelText('Reason (recorded in the action log)');
  await waitFor(() => expect(field).toHaveFocus());
  return { user, field };
}

describe('moment queue keys', () => {
  it('moves with j/k and the arrows, and shows the next items without waiting', async () => {
    const { user } = await queue();
    await user.keyboard('j');
    await waitForFocus(2);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitForFocus(4);
    await user.keyboard('k{ArrowUp}');
    await waitForFocus(2);
    expect(document.querySelectorAll('[data-queue-next]').length).toBeGreaterThan(0);
    expect(screen.queryByText('Taking items from the queue…')).not.toBeInTheDocument();
  });

  it('a approves, r rejects, d disables, e enables — each at once, then moves on', async () => {
    const { user } = await queue();
    await user.keyboard('a');
    await waitForFocus(2);
    expect(previousMark()).toMatch(/Approved/);
    await user.keyboard('r');
    await waitForFocus(3);
    expect(previousMark()).toMatch(/Rejected/);
    await user.keyboard('d');
    await waitForFocus(4);
    await user.keyboard('e');
    await waitForFocus(5);
    await waitFor(() =>
      expect(api.moments.slice(0, 4).map((m) => [m.auditStatus, m.enabled, m.version])).toEqual([
        ['APPROVED', true, 2],
        ['REJECTED', true, 2],
        ['PENDING', false, 2],
        ['PENDING', true, 1],
      ]),
    );
    expect(api.bodies('/admins/update-audit-status')[0]).toEqual({
      ids: [1],
      expectedVersions: { '1': 1 },
      target: 'moment',
      auditStatus: 'APPROVED',
    });
    // `e` on an enabled item changes nothing the server holds: its write is waited for itself (a
    // write leaves after the frame that shows the key).
    await waitFor(() =>
      expect(api.bodies('/admins/update-moment-enabled').map((b) => [b.ids, b.enabled])).toEqual([
        [[3], false],
        [[4], true],
      ]),
    );
  });

  it('1–9 arm a translated preset reason that goes with the next action only, by its code', async () => {
    const { user } = await queue();
    await user.keyboard('3');
    expect(await screen.findByText('Reason: Sexual content')).toBeInTheDocument();
    await user.keyboard('r');
    await waitForFocus(2);
    await user.keyboard('a');
    await waitFor(() => expect(api.bodies('/admins/update-audit-status')).toHaveLength(2));
    const [first, second] = api.bodies('/admins/update-audit-status');
    // The screen says it in the moderator's language; the server is told the code.
    expect(first!.reasonCode).toBe('sexual');
    expect(first!.reason).toBeUndefined();
    expect(second!.reasonCode).toBeUndefined();
    expect(second!.reason).toBeUndefined();
    expect(screen.queryByText(/^Reason:/)).not.toBeInTheDocument();
  });

  it('x selects, Shift+j extends, * a / * n select all and none; actions then apply to the selection', async () => {
    const { user } = await queue();
    await user.keyboard('x');
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
    await user.keyboard('{Shift>}j{/Shift}');
    expect(await screen.findByText('2 selected')).toBeInTheDocument();
    expect(focusedId()).toBe(2);
    await user.keyboard('*n');
    await waitFor(() => expect(screen.queryByText(/selected$/)).not.toBeInTheDocument());
    await user.keyboard('*a');
    expect(await screen.findByText('12 selected')).toBeInTheDocument();
    await user.keyboard('*n');
    await user.keyboard('x{Shift>}j{/Shift}');
    await user.keyboard('d');
    await waitFor(() =>
      expect(api.bodies('/admins/update-moment-enabled')[0]).toMatchObject({ ids: [2, 3], enabled: false }),
    );
    await waitFor(() => expect(screen.queryByText(/selected$/)).not.toBeInTheDocument());
  });

  it('Enter and o open the details, Esc closes them, then clears the selection', async () => {
    const { user } = await queue();
    await user.keyboard('{Enter}');
    const pane = await screen.findByRole('complementary', { name: 'Moment #1' });
    expect(within(pane).getByText('moment text 1')).toBeInTheDocument();
    await user.keyboard('o');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Moment #1' })).not.toBeInTheDocument());
    await user.keyboard('ox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Moment #1' })).not.toBeInTheDocument());
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('1 selected')).not.toBeInTheDocument());
  });

  it('u opens the author’s account from /admins/account-info/get', async () => {
    const { user } = await queue();
    await user.keyboard('u');
    const drawer = await screen.findByRole('complementary', { name: 'Account #101' });
    expect(await within(drawer).findByText('author101')).toBeInTheDocument();
    // Asked for by the card's author line and the next items' prefetch too; the drawer shows that account.
    expect(api.bodies('/admins/account-info/get')).toContainEqual({ accountId: 101 });
  });

  it('the queue and the drawer ask for the author masked; only the drawer’s reveal asks for the whole phone', async () => {
    const { user } = await queue();
    await user.keyboard('u');
    const drawer = await screen.findByRole('complementary', { name: 'Account #101' });
    expect(await within(drawer).findByText('138****0001')).toBeInTheDocument();
    expect(api.bodies('/admins/account-info/get')).toContainEqual({ accountId: 101 });
    expect(api.bodies('/admins/account-info/get').some((b) => 'reveal' in b)).toBe(false);
    await user.click(within(drawer).getByRole('button', { name: 'Show phone and reported messages' }));
    expect(await within(drawer).findByText('+86 138 0000 0001')).toBeInTheDocument();
    expect(api.bodies('/admins/account-info/get').filter((b) => b.reveal === true)).toEqual([
      { accountId: 101, reveal: true },
    ]);
    expect(within(drawer).queryByRole('button', { name: 'Show phone and reported messages' })).not.toBeInTheDocument();
  });

  it('m m, a digit and Enter in the account drawer mute the author: ≤ 3 keys and a preset', async () => {
    const { user } = await queue();
    await user.keyboard('u');
    const drawer = await screen.findByRole('complementary', { name: 'Account #101' });
    expect(await within(drawer).findByRole('button', { name: /Muted/ })).toBeEnabled();
    await user.keyboard('mm');
    // One account, named: not "1 account(s)".
    const dialog = await screen.findByRole('dialog', { name: 'Set author101 (account #101) to “Muted”?' });
    // Written at once, outside the queue's undo: the dialog does not promise Z.
    expect(dialog).toHaveTextContent('set the author’s status again');
    expect(dialog).not.toHaveTextContent('undo it with Z');
    await waitFor(() => expect(screen.getByLabelText('Reason (recorded in the action log)')).toHaveFocus());
    await user.keyboard('2{Enter}');
    await waitFor(() =>
      expect(api.bodies('/admins/account-status')).toEqual([
        { accountId: 101, accountStatus: 'MUTED', reasonCode: 'harassment' },
      ]),
    );
    expect(await screen.findByText('The author is now “Muted”.')).toBeInTheDocument();
    // The drawer reads the account again: it is muted now, and the item is still the one in view.
    await waitFor(() => expect(within(drawer).getByRole('button', { name: /Muted/ })).toBeDisabled());
    // Beside the enforcement history: who muted it and why, from the log.
    const last = within(drawer).getByRole('region', { name: 'Last status change' });
    expect(last).toHaveTextContent('Set to “Muted” by agent');
    expect(last).toHaveTextContent('Harassment or abuse');
    expect(focusedId()).toBe(1);
    expect(api.bodies('/admins/update-audit-status')).toEqual([]);
  });

  it('a mute with the reason empty is refused in the dialog, which says why and sends nothing', async () => {
    const { user, field } = await muteDialogFromDrawer();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Give a reason: a preset (1–9) or a note.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: /Muted/ })).toBeInTheDocument();
    expect(api.bodies('/admins/account-status')).toEqual([]);
    await user.keyboard('1{Enter}');
    await waitFor(() =>
      expect(api.bodies('/admins/account-status')).toEqual([
        { accountId: 101, accountStatus: 'MUTED', reasonCode: 'spam' },
      ]),
    );
  });

  it('a reason past the 500 characters the log keeps is refused in the dialog, which stays open with the text', async () => {
    const { user, field } = await muteDialogFromDrawer();
    const long = 'x'.repeat(501);
    await user.click(field);
    await user.paste(long);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 500 (501)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(long);
    expect(screen.getByRole('dialog', { name: /Muted/ })).toBeInTheDocument();
    expect(api.bodies('/admins/account-status')).toEqual([]);
    await user.keyboard('{Backspace}{Enter}');
    await waitFor(() =>
      expect(api.bodies('/admins/account-status')).toEqual([
        { accountId: 101, accountStatus: 'MUTED', reason: 'x'.repeat(500) },
      ]),
    );
  });

  it('Esc on a mute asks before dropping a reason in the moderator’s own words; a preset goes at once', async () => {
    const { user, field } = await muteDialogFromDrawer();
    await user.type(field, 'posts the same link in every group');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard the reason you wrote?' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(field).toHaveValue('posts the same link in every group');
    expect(screen.getByRole('dialog', { name: /Muted/ })).toBeInTheDocument();
    await user.clear(field);
    await user.keyboard('1{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Muted/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Discard the reason you wrote?' })).not.toBeInTheDocument();
    expect(api.bodies('/admins/account-status')).toEqual([]);
  });

  it('the author status keys do nothing in a content queue while no account is open', async () => {
    const { user } = await queue();
    await user.keyboard('mb');
    expect(screen.queryByRole('dialog', { name: /^Set / })).not.toBeInTheDocument();
    expect(api.bodies('/admins/account-status')).toEqual([]);
  });

  it('u moves focus into the author’s drawer; the queue keys still decide and move, and Esc gives focus back', async () => {
    const { user } = await queue();
    const blur = screen.getByRole('button', { name: 'Media blurred' });
    blur.focus();
    await user.keyboard('u');
    const drawer = await screen.findByRole('complementary', { name: 'Account #101' });
    expect(within(drawer).getByRole('heading', { name: 'Account #101' })).toHaveFocus();
    await user.keyboard('a');
    await waitForFocus(2);
    await waitFor(() => expect(api.bodies('/admins/update-audit-status')).toHaveLength(1));
    // The drawer follows the cursor and keeps the focus: the next key is the queue's again.
    const next = await screen.findByRole('complementary', { name: 'Account #102' });
    expect(within(next).getByRole('heading', { name: 'Account #102' })).toHaveFocus();
    await user.keyboard('j');
    await waitForFocus(3);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
    expect(blur).toHaveFocus();
  });

  it('the open account drawer follows the cursor: after a decision moves on, it shows the next author', async () => {
    const { user } = await queue();
    await user.keyboard('u');
    await screen.findByRole('complementary', { name: 'Account #101' });
    await user.keyboard('a');
    await waitForFocus(2);
    const drawer = await screen.findByRole('complementary', { name: 'Account #102' });
    expect(await within(drawer).findByText('author102')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Account #101' })).not.toBeInTheDocument();
    await user.keyboard('k');
    await screen.findByRole('complementary', { name: 'Account #101' });
  });

  it('shows the nine preset reasons with their keys under the item; the armed one is marked', async () => {
    const { user } = await queue();
    const strip = screen.getByRole('group', { name: 'Preset reasons (keys 1–9)' });
    expect(within(strip).getAllByRole('button')).toHaveLength(9);
    expect(within(strip).getByRole('button', { name: /Sexual content/ })).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('3');
    expect(within(strip).getByRole('button', { name: /Sexual content/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('s skips: the item goes back to the pool (released at once, and never handed back to this moderator) and the next one comes', async () => {
    const { user } = await queue();
    await user.keyboard('s');
    await waitForFocus(2);
    expect(previousMark()).toBe('Skipped, handed back');
    await waitFor(() =>
      expect(api.bodies('/admins/queue/release')).toEqual([{ queue: 'moment', ids: [1], holder: expect.any(String) }]),
    );
    expect(api.bodies('/admins/update-audit-status')).toEqual([]);
  });

  it('v reveals blurred media; ? lists the queue keys', async () => {
    const { user } = await queue();
    await user.keyboard('j');
    await waitForFocus(2);
    const card = document.querySelector('[data-queue-focus]') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Reveal the media' })).toBeInTheDocument();
    await user.keyboard('v');
    expect(await within(card).findByRole('button', { name: 'Blur the media again' })).toBeInTheDocument();
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const title of [
      'Approve',
      'Reject',
      'Enable',
      'Disable',
      'Undo the last action',
      'Next item',
      'Leave queue mode, handing back every item held',
    ]) {
      expect(within(sheet).getByText(title)).toBeInTheDocument();
    }
  });

  it('q leaves the queue and gives the leases back', async () => {
    const { user } = await queue();
    await user.keyboard('q');
    await waitFor(() =>
      expect(api.bodies('/admins/queue/release')).toEqual([{ queue: 'moment', holder: expect.any(String) }]),
    );
    expect(await screen.findByRole('grid', { name: 'Moments' })).toBeInTheDocument();
  });

  it('tops the hand up before it runs out, so no item is waited for', async () => {
    api.moments = Array.from({ length: 80 }, (_, i) => moment(i + 1));
    api.leaseCap = 40;
    const { user } = await queue();
    expect(api.bodies('/admins/queue/lease')).toHaveLength(1);
    for (let i = 0; i < 11; i++) await user.keyboard('a');
    await waitFor(() => expect(api.bodies('/admins/queue/lease').length).toBeGreaterThanOrEqual(2));
    for (let i = 0; i < 30; i++) await user.keyboard('j');
    await waitForFocus(42);
    expect(screen.queryByText('Taking items from the queue…')).not.toBeInTheDocument();
  });

  it('deciding the hand’s last item while the top-up is on its way moves on to the first new item when it comes', async () => {
    api.moments = Array.from({ length: 20 }, (_, i) => moment(i + 1));
    api.leaseCap = 3;
    const { user } = await queue();
    const release = api.holdLease();
    // Approving item 1 moves on and asks for more; that answer is held back.
    await user.keyboard('a');
    await waitForFocus(2);
    await user.keyboard('j');
    await waitForFocus(3);
    const last = 3;
    await user.keyboard('a');
    // Nothing after it yet: the cursor stays on the decided item.
    await waitFor(() => expect(api.bodies('/admins/update-audit-status')).toHaveLength(2));
    expect(focusedId()).toBe(last);
    release();
    await waitFor(() => expect(focusedId()).not.toBe(last));
    expect(focusedId()).toBeGreaterThan(last);
    expect(previousMark()).toBe('Approved');
  });

  it('items enabled or disabled while still pending are sent as done, so the top-up brings new ones', async () => {
    // Enabling or disabling leaves a moment PENDING: only `done` keeps it from coming back.
    api.moments = Array.from({ length: 80 }, (_, i) => moment(i + 1));
    api.leaseCap = 40;
    const { user } = await queue();
    for (let i = 0; i < 11; i++) await user.keyboard(i % 2 ? 'e' : 'd');
    await waitFor(() => expect(api.bodies('/admins/queue/lease').length).toBeGreaterThanOrEqual(2));
    const done = api.bodies('/admins/queue/lease').at(-1)!.done as number[];
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done.every((id) => id >= 1 && id <= 11)).toBe(true);
    // A hand of 40 that kept its decided items could never reach item 42.
    for (let i = 0; i < 30; i++) await user.keyboard('j');
    await waitForFocus(42);
  });
});

describe('opening a queue from the palette', () => {
  it('offers "Open a queue…" anywhere, then the queue of each list', async () => {
    const { user } = await openAs('/dashboard/workplace');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(dialog).getByRole('combobox'), 'open a queue');
    await user.keyboard('{Enter}');
    await user.click(await within(dialog).findByRole('option', { name: 'Open the moments queue' }));
    await waitForFocus(1);
    await waitFor(() => expect(window.location.search).toBe('?queue=1&auditStatus=PENDING'));
    expect(api.bodies('/admins/queue/lease')[0]).toMatchObject({ queue: 'moment', count: 100, order: 'asc' });
  });
});

describe('an empty hand', () => {
  it('says how many items wait and how many moderators hold them, rather than "empty"', async () => {
    api.moments = [];
    api.heldByOthers = { items: 31, moderators: 2, ownTabs: 0 };
    await openAs('/audit-center/moment-list?queue=1');
    expect(
      await screen.findByText('31 waiting, all held by 2 other moderators. They come back here if let go.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The queue is empty/)).not.toBeInTheDocument();
  });

  it('names the moderator’s own other tabs as such, not as moderators, in either language', async () => {
    api.moments = [];
    api.heldByOthers = { items: 28, moderators: 0, ownTabs: 2 };
    await openAs('/audit-center/moment-list?queue=1');
    expect(
      await screen.findByText(
        '28 waiting, all held by your 2 other tabs; they are handed back when those tabs close or go idle, within 5 minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/moderator/)).not.toBeInTheDocument();
    await act(() => setLocale('zh-CN'));
    expect(
      await screen.findByText(
        '还有 28 条待处理，均在你的其他 2 个标签页中；这些标签页关闭或闲置后即交回，最迟 5 分钟。',
      ),
    ).toBeInTheDocument();
  });

  it('one other moderator and a tab of one’s own: singular forms, no "(s)"', async () => {
    api.moments = [];
    api.heldByOthers = { items: 5, moderators: 1, ownTabs: 1 };
    await openAs('/audit-center/moment-list?queue=1');
    expect(
      await screen.findByText(
        '5 waiting, all held by 1 other moderator and your other tabs. They come back here if let go.',
      ),
    ).toBeInTheDocument();
  });

  it('a single other tab of one’s own is named in the singular', async () => {
    api.moments = [];
    api.heldByOthers = { items: 3, moderators: 0, ownTabs: 1 };
    await openAs('/audit-center/moment-list?queue=1');
    expect(
      await screen.findByText(
        '3 waiting, all held by your other tab; they are handed back when it closes or goes idle, within 5 minutes.',
      ),
    ).toBeInTheDocument();
  });
});

describe('keys typed right after Ctrl/⌘+K in a queue', () => {
  it('go to the palette’s search, in order, and never run as decisions', async () => {
    const { user } = await queue();
    const writes = () => api.calls.filter((c) => /update|finish|account-status/.test(c.path)).length;
    await user.keyboard('{Control>}k{/Control}reader');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    await waitFor(() => expect(within(palette).getByRole('combobox')).toHaveValue('reader'));
    expect(writes()).toBe(0);
    expect(focusedId()).toBe(1);
    // Ctrl/⌘+K again closes it, and the queue keys work again.
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument());
    await user.keyboard('j');
    await waitForFocus(2);
  });
});

describe('a decision on a large selection', () => {
  it('over 20 items asks first, with the count; Enter confirms and all of them are sent', async () => {
    api.moments = Array.from({ length: 25 }, (_, i) => moment(i + 1));
    const { user } = await queue();
    await user.keyboard('*a');
    expect(await screen.findByText('25 selected')).toBeInTheDocument();
    await user.keyboard('d');
    const dialog = await screen.findByRole('dialog', { name: 'Disable: 25 items?' });
    expect(api.bodies('/admins/update-moment-enabled')).toEqual([]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Disable 25 items' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.bodies('/admins/update-moment-enabled')).toHaveLength(1));
    expect((api.bodies('/admins/update-moment-enabled')[0]!.ids as number[]).length).toBe(25);
  });

  it('Esc leaves everything as it was; 20 items or fewer are decided at once', async () => {
    api.moments = Array.from({ length: 25 }, (_, i) => moment(i + 1));
    const { user } = await queue();
    await user.keyboard('*a');
    await user.keyboard('r');
    await screen.findByRole('dialog', { name: 'Reject: 25 items?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('/admins/update-audit-status')).toEqual([]);
    expect(screen.getByText('25 selected')).toBeInTheDocument();
    // Keys typed on straight after a dialog closes never decide (decision-gate.ts): a look first.
    await lookAtIt();
    await user.keyboard('*n');
    for (let i = 0; i < 20; i++) await user.keyboard('xj');
    await user.keyboard('r');
    await waitFor(() => expect(api.bodies('/admins/update-audit-status')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((api.bodies('/admins/update-audit-status')[0]!.ids as number[]).length).toBe(20);
  });
});

describe('the author under the queue’s card', () => {
  it('says how long they have been here, what was removed and the open reports; the next authors are asked for ahead', async () => {
    const { user } = await queue();
    const line = await screen.findByText(/Joined .* · 2 removed · 1 open reports/);
    expect(line.closest('[data-queue-focus]')).toHaveAttribute('data-queue-focus', '1');
    // Items 2 and 3 are by accounts 102 and 100: asked for before the cursor reaches them.
    await waitFor(() =>
      expect(new Set(api.bodies('/admins/account-info/get').map((b) => b.accountId))).toEqual(new Set([101, 102, 100])),
    );
    await user.keyboard('j');
    await waitForFocus(2);
    expect(await screen.findByText(/2 removed/)).toHaveAttribute('data-author-summary', '102');
    expect(api.bodies('/admins/account-info/get').filter((b) => b.accountId === 102)).toHaveLength(1);
  });
});

describe('the author line at speed', () => {
  it('asks for the authors where the cursor rests, not for every item a run of keys passes', async () => {
    api.moments = Array.from({ length: 12 }, (_, i) => ({ ...moment(i + 1), accountId: 201 + i }));
    const { user } = await queue();
    await user.keyboard('jjjjj');
    await waitForFocus(6);
    await waitFor(() => expect(api.bodies('/admins/account-info/get')).toContainEqual({ accountId: 206 }));
    // The next two are put in the cache once the cursor rests there…
    await waitFor(() => expect(api.bodies('/admins/account-info/get')).toContainEqual({ accountId: 208 }));
    // …and the items run through on the way were never asked for.
    const asked = api.bodies('/admins/account-info/get').map((b) => b.accountId);
    expect(asked).not.toContain(204);
    expect(asked).not.toContain(205);
    expect(document.querySelector('[data-author-summary="206"]')).toHaveTextContent(/removed/);
  });
});
