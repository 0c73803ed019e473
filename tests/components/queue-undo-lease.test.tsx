import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { focusedId, openQueue, waitForFocus, waitForUndoWritten } from './moderation-helpers';

/**
 * An undo in the queue brings its items back into the hand held by this tab, as leased items are
 * (the server leases them in the undo's transaction when the write names the tab's holder), so
 * another moderator's lease cannot hand them out while they sit in this hand.
 */
let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 12 }, (_, i) => moment(i + 1));
});

const undoWrites = () => api.bodies('/admins/update-audit-status').filter((b) => b.auditStatus === 'PENDING');
const leaseHolderSent = () => api.bodies('/admins/queue/lease')[0]?.holder;

describe('an undo in the queue holds its items again', () => {
  it('names this tab’s lease holder, the one its leases and releases name', async () => {
    const { user } = await openQueue();
    await user.keyboard('a');
    await waitForFocus(2);
    await user.keyboard('z');
    await waitForUndoWritten(api, 1);
    expect(typeof leaseHolderSent()).toBe('string');
    expect(undoWrites()).toEqual([expect.objectContaining({ ids: [1], holder: leaseHolderSent() })]);
    await waitForFocus(1);
    expect(document.querySelector('[data-queue-focus="1"] [data-mark]')).toHaveTextContent('Undone');
  }, 30_000);

  it('is written after the lease under way, which releases what was decided and would undo its hold', async () => {
    const { user } = await openQueue();
    await waitFor(() => expect(api.bodies('/admins/queue/lease')).toHaveLength(1));
    const letLeaseGo = api.holdLease();
    // The decision tops the hand up: that lease names item 1 `done` and waits here.
    await user.keyboard('a');
    await waitFor(() => expect(api.moments[0]).toMatchObject({ auditStatus: 'APPROVED' }));
    await user.keyboard('z');
    letLeaseGo();
    await waitForUndoWritten(api, 1);
    const undoAt = api.calls.findIndex((c) => c.body.auditStatus === 'PENDING');
    const leasesBefore = api.calls.slice(0, undoAt).filter((c) => c.path === '/admins/queue/lease');
    // The held lease is recorded as it answers: the undo went out after it, not beside it.
    expect(leasesBefore).toHaveLength(2);
    expect(leasesBefore[1]!.body.done).toEqual([1]);
    await waitForFocus(1);
  }, 30_000);

  it('an item another moderator took meanwhile stays undone but leaves the hand, and the queue says who holds it', async () => {
    const { user } = await openQueue();
    await user.keyboard('a');
    await waitForFocus(2);
    await waitFor(() => expect(api.moments[0]).toMatchObject({ auditStatus: 'APPROVED' }));
    api.heldElsewhere.add(1);
    await user.keyboard('z');
    expect(
      await screen.findByText('1 waiting, all held by 1 other moderator. They come back here if let go.'),
    ).toBeInTheDocument();
    expect(api.moments[0]).toMatchObject({ auditStatus: 'PENDING', version: 3 });
    await waitFor(() =>
      expect(
        document.querySelector('[data-queue-previous="1"], [data-queue-focus="1"], [data-queue-next="1"]'),
      ).toBeNull(),
    );
    expect(focusedId()).toBe(2);
  }, 30_000);
});
