import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { account, installModerationFake, moment, report, type ModerationFake } from './moderation-fake';
import { openAs, previousMark, waitForFocus } from './moderation-helpers';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 6 }, (_, i) => moment(i + 1));
  api.reports = Array.from({ length: 4 }, (_, i) => report(i + 1, 50 + i));
});

type User = Awaited<ReturnType<typeof openAs>>['user'];

/** The focused account's status dialog, asked for through the palette's "Set account status" command. */
async function statusDialogFromPalette(user: User, status: 'normal' | 'muted') {
  await user.keyboard('{Control>}k{/Control}');
  await screen.findByRole('dialog', { name: 'Command palette' });
  await user.keyboard(`Set account status: ${status}`);
  await user.keyboard('{Enter}');
  const label = status === 'normal' ? 'Normal' : 'Muted';
  await screen.findByRole('dialog', { name: new RegExp(`^Set account\\d+ \\(account #\\d+\\) to “${label}”\\?$`) });
}

describe('undo, conflicts and errors in the queue', () => {
  it('z undoes the last action with the inverse update at the new version; Ctrl+Z the one before', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    await user.keyboard('a');
    await waitForFocus(2);
    await user.keyboard('d');
    await waitFor(() => expect(api.moments[1]!.enabled).toBe(false));
    await user.keyboard('z');
    await waitForFocus(2);
    await waitFor(() => expect(api.moments[1]).toMatchObject({ enabled: true, version: 3 }));
    // Named by this tab's holder: the item is in its hand again, held by it.
    expect(api.bodies('/admins/update-moment-enabled')[1]).toEqual({
      ids: [2],
      expectedVersions: { '2': 2 },
      enabled: true,
      holder: expect.any(String),
    });
    await user.keyboard('{Control>}z{/Control}');
    await waitForFocus(1);
    await waitFor(() => expect(api.moments[0]).toMatchObject({ auditStatus: 'PENDING', version: 3 }));
    expect(api.bodies('/admins/update-audit-status')[1]).toMatchObject({
      ids: [1],
      expectedVersions: { '1': 2 },
      auditStatus: 'PENDING',
    });
  });

  it('a conflict rolls the row back to what the server holds, reloaded, and says so', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    api.touch('moment', 1, { text: 'edited by someone else', auditStatus: 'REJECTED' });
    await user.keyboard('a');
    expect(
      await screen.findByText('1 item changed meanwhile and was reloaded; nothing was written for it.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(previousMark()).toMatch(/Approve failed/));
    expect(await screen.findByText('edited by someone else')).toBeInTheDocument();
    expect(api.moments[0]).toMatchObject({ auditStatus: 'REJECTED', version: 2 });
    await user.keyboard('k');
    await waitForFocus(1);
    expect(screen.getAllByText('Rejected').length).toBeGreaterThan(0);
    // Undoing it says that there is nothing to take back, and writes nothing.
    await user.keyboard('z');
    expect(
      await screen.findByText('Nothing to undo: that action did not apply to its item (changed meanwhile or refused).'),
    ).toBeInTheDocument();
    expect(api.bodies('/admins/update-audit-status')).toHaveLength(1);
  });

  it('a conflict on several items says how many, in the plural', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    api.touch('moment', 1, { auditStatus: 'REJECTED' });
    api.touch('moment', 2, { auditStatus: 'REJECTED' });
    await user.keyboard('x{Shift>}j{/Shift}a');
    expect(
      await screen.findByText('2 items changed meanwhile and were reloaded; nothing was written for them.'),
    ).toBeInTheDocument();
  });

  it('undo still works after leaving the queue and coming back: the item no longer in the hand comes back into it', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    await user.keyboard('a');
    await waitForFocus(2);
    await waitFor(() => expect(api.moments[0]).toMatchObject({ auditStatus: 'APPROVED', version: 2 }));
    await user.keyboard('q');
    await screen.findByRole('grid', { name: 'Moments' });
    await user.keyboard('q');
    await waitForFocus(2);
    await user.keyboard('z');
    await waitForFocus(1);
    expect(document.querySelector('[data-queue-focus="1"] [data-mark]')).toHaveTextContent('Undone');
    expect(api.moments[0]).toMatchObject({ auditStatus: 'PENDING', version: 3 });
    expect(screen.queryByText(/Too small/)).not.toBeInTheDocument();
  });

  it('an error puts the row back as it was and the fetcher shows the refusal', async () => {
    api.fail('/admins/update-moment-enabled', { code: 42200, msg: 'Database unavailable', http: 422 });
    const { user } = await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    await user.keyboard('d');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await waitFor(() => expect(previousMark()).toMatch(/Disable failed/));
    await user.keyboard('k');
    await waitForFocus(1);
    const card = document.querySelector('[data-queue-focus]') as HTMLElement;
    expect(card.textContent).toContain('Enabled');
    expect(api.moments[0]!.enabled).toBe(true);
  });

  /** Approves the first item, then presses z while the server refuses every status write. */
  async function approveThenFailUndo(user: Awaited<ReturnType<typeof openAs>>['user']): Promise<void> {
    await user.keyboard('a');
    await waitForFocus(2);
    await waitFor(() => expect(api.moments[0]).toMatchObject({ auditStatus: 'APPROVED', version: 2 }));
    api.fail('/admins/update-audit-status', { code: 42200, msg: 'Database unavailable', http: 422 });
    await user.keyboard('z');
    await waitForFocus(1);
  }

  it('an undo that fails says so in words that read: "Undo failed", to the eye and to the screen reader', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    await approveThenFailUndo(user);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    const card = document.querySelector('[data-queue-focus="1"]') as HTMLElement;
    await waitFor(() => expect(card.querySelector('[data-mark="failed"]')).toHaveTextContent(/^Undo failed$/));
    const announcer = document.querySelector('[data-queue-announcer]');
    expect(announcer).toHaveTextContent(/^Undo failed: #1\. Now on #1/);
    expect(document.body).not.toHaveTextContent(/Undone failed/);
  });

  it('and in Chinese: 撤销失败', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    const { setLocale } = await import('#client/i18n/i18n');
    await setLocale('zh-CN');
    await approveThenFailUndo(user);
    const card = document.querySelector('[data-queue-focus="1"]') as HTMLElement;
    await waitFor(() => expect(card.querySelector('[data-mark="failed"]')).toHaveTextContent(/^撤销失败$/));
    expect(document.querySelector('[data-queue-announcer]')).toHaveTextContent(/^撤销失败：#1。当前 #1/);
  });

  it('reports against the same target are one card, finished at once with one key, each report logged', async () => {
    // Reports 1 and 3 are against moment 50; 2 against moment 51; 4 against 50 again, further on.
    api.reports = [report(1, 50), report(2, 51), { ...report(3, 50), reason: 'abuse' }, report(4, 50)];
    const { user } = await openAs('/audit-center/report-list?queue=1');
    await waitForFocus(1);
    const group = await screen.findByRole('region', { name: '3 reports against this item, decided together' });
    expect(within(group).getAllByRole('listitem')).toHaveLength(3);
    expect(group).toHaveTextContent('Abuse');
    // The others of the group are in the card, not up next.
    const upNext = screen.getByRole('list', { name: 'Up next' });
    expect(within(upNext).getAllByRole('listitem')).toHaveLength(1);
    await user.keyboard('f');
    // One decision for the three; the cursor moves on to the report about another target.
    await waitForFocus(2);
    await waitFor(() => expect(api.bodies('/admins/update-report-finish')).toHaveLength(1));
    const body = api.bodies('/admins/update-report-finish')[0]!;
    expect([...(body.ids as number[])].sort()).toEqual([1, 3, 4]);
    expect(body.result).toBe('VALID');
    await waitFor(() => expect(api.reports.filter((r) => r.status === 'FINISHED').map((r) => r.id)).toEqual([1, 3, 4]));
    expect(screen.queryByRole('region', { name: /reports against this item/ })).not.toBeInTheDocument();
    // z takes the whole decision back.
    await user.keyboard('z');
    await waitFor(() => expect(api.bodies('/admins/update-report-reopen')).toHaveLength(1));
    expect([...(api.bodies('/admins/update-report-reopen')[0]!.ids as number[])].sort()).toEqual([1, 3, 4]);
  });

  it('s on a card of reports hands back every report of its target, which the next lease leaves out', async () => {
    api.reports = [report(1, 50), report(2, 51), report(3, 50), report(4, 50)];
    const { user } = await openAs('/audit-center/report-list?queue=1');
    await waitForFocus(1);
    await user.keyboard('s');
    // The other reports of moment 50 went with the card: the cursor is on the next target.
    await waitForFocus(2);
    await waitFor(() =>
      expect(api.bodies('/admins/queue/release')).toEqual([
        { queue: 'report', ids: [1, 3, 4], holder: expect.any(String) },
      ]),
    );
    expect(api.bodies('/admins/update-report-finish')).toEqual([]);
    await waitFor(() =>
      expect(api.bodies('/admins/queue/lease').at(-1)?.done).toEqual(expect.arrayContaining([1, 3, 4])),
    );
  });

  it('in the table, a report is decided on its own', async () => {
    api.reports = [report(1, 50), report(2, 50)];
    const { user } = await openAs('/audit-center/report-list');
    await screen.findByRole('grid', { name: 'Reports' });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    await user.keyboard('f');
    await waitFor(() => expect(api.bodies('/admins/update-report-finish')).toHaveLength(1));
    expect(api.bodies('/admins/update-report-finish')[0]!.ids).toEqual([1]);
  });

  it('reports: f, Shift+f and Shift+d finish; undoing Shift+d reopens and re-enables the target', async () => {
    const { user } = await openAs('/audit-center/report-list?queue=1');
    await waitForFocus(1);
    await user.keyboard('f');
    await waitForFocus(2);
    await user.keyboard('{Shift>}f{/Shift}');
    await waitForFocus(3);
    await user.keyboard('{Shift>}d{/Shift}');
    await waitForFocus(4);
    await waitFor(() => expect(api.bodies('/admins/update-report-finish')).toHaveLength(3));
    expect(api.bodies('/admins/update-report-finish').map((b) => [b.ids, b.result, b.disableTarget])).toEqual([
      [[1], 'VALID', false],
      [[2], 'INVALID', false],
      [[3], 'VALID', true],
    ]);
    await waitFor(() => expect(api.reports[2]!.target.enabled).toBe(false));
    await user.keyboard('z');
    await waitFor(() =>
      expect(api.bodies('/admins/update-report-reopen')).toEqual([
        { ids: [3], expectedVersions: { '3': 2 }, holder: expect.any(String) },
      ]),
    );
    // The target is no item of this queue's hand: its write names no holder.
    await waitFor(() =>
      expect(api.bodies('/admins/update-moment-enabled')).toEqual([
        { ids: [52], expectedVersions: { '52': 2 }, enabled: true },
      ]),
    );
  });

  it('accounts: a status change asks for confirmation, lists the consequences and sends the reason', async () => {
    api.accounts = [account(7), account(8)];
    const { user } = await openAs('/account-center/account-list');
    await screen.findByRole('grid', { name: 'Accounts' });
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('Set account status: banned');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Set account7 (account #7) to “Banned”?' });
    expect(dialog).toHaveTextContent('cannot sign in');
    await user.type(screen.getByLabelText('Reason (recorded in the action log)'), 'fraud ring');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(api.bodies('/admins/account-status')).toEqual([
        { ids: [7], expectedVersions: { '7': 1 }, accountStatus: 'BANNED', reason: 'fraud ring' },
      ]),
    );
    await waitFor(() => expect(api.accounts[0]!.status).toBe('BANNED'));
  });

  it('accounts: the status dialog for several accounts counts them in the plural', async () => {
    api.accounts = [account(7), account(8)];
    const { user } = await openAs('/account-center/account-list');
    await screen.findByRole('grid', { name: 'Accounts' });
    await user.keyboard('*a');
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('Set account status: muted');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Set 2 accounts to “Muted”?' })).toBeInTheDocument();
  });

  it('accounts queue: z after a restore to Normal mutes again, saying in the log that it is an undo', async () => {
    api.accounts = [{ ...account(7), status: 'MUTED' }, account(8)];
    const { user } = await openAs('/account-center/account-list?queue=1');
    await waitForFocus(7);
    await statusDialogFromPalette(user, 'normal');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(api.accounts[0]!.status).toBe('NORMAL'));
    await user.keyboard('z');
    await waitFor(() => expect(api.accounts[0]!.status).toBe('MUTED'));
    expect(api.bodies('/admins/account-status').at(-1)).toMatchObject({
      ids: [7],
      accountStatus: 'MUTED',
      reason: 'Undo: back to the earlier status',
    });
  });

  it('accounts queue: m m, a digit and Enter mute the focused account with that preset reason', async () => {
    api.accounts = [account(7), account(8)];
    const { user } = await openAs('/account-center/account-list?queue=1');
    await waitForFocus(7);
    await user.keyboard('mm');
    await screen.findByRole('dialog', { name: 'Set account7 (account #7) to “Muted”?' });
    const reason = screen.getByLabelText('Reason (recorded in the action log)');
    await waitFor(() => expect(reason).toHaveFocus());
    await user.keyboard('2');
    expect(reason).toHaveValue('Harassment or abuse');
    // Another digit picks another preset instead of typing after it.
    await user.keyboard('1');
    expect(reason).toHaveValue('Spam or advertising');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.bodies('/admins/account-status')).toEqual([
        { ids: [7], expectedVersions: { '7': 1 }, accountStatus: 'MUTED', reasonCode: 'spam' },
      ]),
    );
    await waitForFocus(8);
  });

  it('accounts queue: a status change is marked as that status on the item just decided, not as an undo', async () => {
    api.accounts = [account(7), account(8)];
    const { user } = await openAs('/account-center/account-list?queue=1');
    await waitForFocus(7);
    await statusDialogFromPalette(user, 'muted');
    await user.type(screen.getByLabelText('Reason (recorded in the action log)'), 'spam');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitForFocus(8);
    await waitFor(() => expect(previousMark()).toBe('Muted'));
  });
});
