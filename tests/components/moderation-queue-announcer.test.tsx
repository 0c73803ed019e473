import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { openAs, waitForFocus, waitForUndoWritten } from './moderation-helpers';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 12 }, (_, i) => moment(i + 1));
});

/** The queue's live region: what a screen reader is told. */
function announcer(): HTMLElement {
  const el = document.querySelector<HTMLElement>('[data-queue-announcer]');
  if (!el) throw new Error('no live region in the queue');
  return el;
}

describe('queue announcements for screen readers', () => {
  it('a polite live region says what a key did and which item the cursor is now on, once', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    expect(announcer()).toHaveAttribute('role', 'status');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(announcer()).toHaveTextContent(/^Now on #1, 1 of \d+ in your hand\.$/));

    await user.keyboard('a');
    await waitForFocus(2);
    expect(announcer()).toHaveTextContent(/^Approved: #1\. Now on #2, 2 of \d+ in your hand\.$/);
    // The server's answer turns the mark from pending to done: the same decision, not said again.
    await waitFor(() => expect(api.moments[0]!.auditStatus).toBe('APPROVED'));
    await waitFor(() => expect(document.querySelector('[data-queue-previous] [data-mark="done"]')).not.toBeNull());
    expect(announcer()).toHaveTextContent(/^Approved: #1\. Now on #2/);

    await user.keyboard('j');
    await waitForFocus(3);
    expect(announcer()).toHaveTextContent(/^Now on #3, 3 of \d+ in your hand\.$/);

    await user.keyboard('r');
    await waitForFocus(4);
    expect(announcer()).toHaveTextContent(/^Rejected: #3\. Now on #4/);
    await user.keyboard('z');
    await waitForFocus(3);
    await waitFor(() => expect(announcer()).toHaveTextContent(/^Undone: #3\. Now on #3/));
    // The undo's write leaves after the key's frame: the test ends once the server has it.
    await waitForUndoWritten(api, 3);
    expect(api.bodies('/admins/update-audit-status').at(-1)).toMatchObject({ ids: [3], auditStatus: 'PENDING' });
  });

  it('in Chinese too', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    const { setLocale } = await import('#client/i18n/i18n');
    await setLocale('zh-CN');
    await user.keyboard('a');
    await waitForFocus(2);
    expect(announcer()).toHaveTextContent(/^已通过：#1。当前 #2，手中第 2 \/ \d+ 项。$/);
  });
});
