import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { focusedId, openAs, waitForFocus } from './moderation-helpers';
import { FakeEventSource, installLiveFake } from './live-fake-stream';

let api: ModerationFake;
let live: ReturnType<typeof installLiveFake>;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 8 }, (_, i) => moment(i + 1));
  live = installLiveFake();
});

async function queue() {
  const app = await openAs('/audit-center/moment-list?queue=1');
  await waitForFocus(1);
  await waitFor(() => expect(FakeEventSource.all.length).toBe(1));
  return app;
}

describe('a queue with the live stream', () => {
  it('greys out an item decided elsewhere, says who, and the cursor passes it', async () => {
    const { user } = await queue();
    FakeEventSource.current().emit('items-decided', { queue: 'moment', ids: [2], by: { id: 99, name: 'Ana' } });
    // valtio hands changes to React after the event, not within it.
    const row = document.querySelector<HTMLElement>('[data-queue-next="2"]')!;
    expect(await within(row).findByText('Decided by Ana')).toBeInTheDocument();
    expect(row.className).toContain('opacity-50');
    await user.keyboard('j');
    await waitForFocus(3);
    // This tab's own decisions come back as events too: they are not "elsewhere"; the same
    // moderator's decision in another tab is, as another moderator's is (issue 38).
    await user.keyboard('a');
    await waitForFocus(4);
    await waitFor(() => expect(api.moments[2]!.auditStatus).toBe('APPROVED'));
    FakeEventSource.current().emit('items-decided', { queue: 'moment', ids: [3], by: { id: 2, name: 'agent' } });
    FakeEventSource.current().emit('items-decided', { queue: 'moment', ids: [5], by: { id: 2, name: 'agent' } });
    const other = document.querySelector<HTMLElement>('[data-queue-next="5"]')!;
    expect(await within(other).findByText('Decided by agent')).toBeInTheDocument();
    expect(screen.getAllByText('Decided by agent')).toHaveLength(1);
  });

  it('counts what another tab decides or puts back into "N waiting", in the hand or not, and this tab’s own once', async () => {
    // A hand of 4 of the 8 waiting: the other tab (same moderator, issue 38) holds the rest.
    api.leaseCap = 4;
    const { user } = await queue();
    expect(await screen.findByText('0 decided · 8 waiting')).toBeInTheDocument();
    const stream = FakeEventSource.current();
    const agent = { id: 2, name: 'agent' };
    // What the other tab writes, as the server then counts it at the next lease.
    const decide = (ids: number[], auditStatus: 'REJECTED' | 'PENDING') => {
      for (const id of ids) api.moments[id - 1] = { ...api.moments[id - 1]!, auditStatus };
    };
    // Two decided in the other tab, outside this hand.
    decide([6, 7], 'REJECTED');
    stream.emit('items-decided', { queue: 'moment', ids: [6, 7], by: agent });
    expect(await screen.findByText('0 decided · 6 waiting')).toBeInTheDocument();
    // One of this hand decided there (from its table): greyed, and no longer waiting.
    decide([3], 'REJECTED');
    stream.emit('items-decided', { queue: 'moment', ids: [3], by: agent });
    expect(await screen.findByText('0 decided · 5 waiting')).toBeInTheDocument();
    // Its own decision comes back as an event too, and is counted once.
    await user.keyboard('a');
    expect(await screen.findByText('1 decided · 4 waiting')).toBeInTheDocument();
    await waitFor(() => expect(api.moments[0]!.auditStatus).toBe('APPROVED'));
    stream.emit('items-decided', { queue: 'moment', ids: [1], by: agent });
    // The other tab takes two back (z): they wait again, outside the hand or in it.
    decide([6, 3], 'PENDING');
    stream.emit('items-entered', { queue: 'moment', ids: [6] });
    stream.emit('items-entered', { queue: 'moment', ids: [3] });
    expect(await screen.findByText('1 decided · 6 waiting')).toBeInTheDocument();
    expect(document.querySelector('[data-queue-next="3"]')?.className).not.toContain('opacity-50');
  });

  it('with a filter besides the status, leaves items outside the hand to the next lease', async () => {
    api.leaseCap = 4;
    await openAs('/audit-center/moment-list?queue=1&accountId=101');
    await waitForFocus(1);
    await waitFor(() => expect(FakeEventSource.all.length).toBe(1));
    expect(await screen.findByText('0 decided · 8 waiting')).toBeInTheDocument();
    // Item 6 may not be this author's: no way to tell here.
    FakeEventSource.current().emit('items-decided', { queue: 'moment', ids: [6], by: { id: 2, name: 'agent' } });
    FakeEventSource.current().emit('items-decided', { queue: 'moment', ids: [2], by: { id: 2, name: 'agent' } });
    expect(await screen.findByText('0 decided · 7 waiting')).toBeInTheDocument();
  });

  it('shows new items without moving the cursor, and takes them on Shift+N', async () => {
    const { user } = await queue();
    await user.keyboard('j');
    await waitForFocus(2);
    const leases = api.bodies('/admins/queue/lease').length;
    api.moments.push(moment(9), moment(10), moment(11));
    FakeEventSource.current().emit('items-entered', { queue: 'moment', ids: [9, 10, 11] });
    expect(await screen.findByText('3 new items')).toBeInTheDocument();
    expect(focusedId()).toBe(2);
    await user.keyboard('{Shift>}n{/Shift}');
    await waitFor(() => expect(api.bodies('/admins/queue/lease').length).toBeGreaterThan(leases));
    await waitFor(() => expect(screen.queryByText('3 new items')).not.toBeInTheDocument());
    expect(focusedId()).toBe(2);
  });

  it('shows who else is in the queue and who has the focused item open, and says where this tab is', async () => {
    await queue();
    FakeEventSource.current().emit('presence', {
      queue: 'moment',
      people: [
        { id: 99, name: 'Ana', itemId: 1 },
        { id: 98, name: 'Bo', itemId: null },
      ],
    });
    expect(await screen.findByText('2 others here: Ana, Bo')).toBeInTheDocument();
    expect(screen.getByText('Ana also has this item open')).toBeInTheDocument();
    await waitFor(() => expect(live.presenceBodies).toContainEqual({ queue: 'moment', itemId: 1 }));
  });

  it('puts live counts in the menu, and a revoked session raises the logged-out modal at once', async () => {
    await queue();
    FakeEventSource.current().emit('counts', { queues: { moment: 42 } });
    await waitFor(() => expect(document.querySelector('[data-live-count="moment"]')).toHaveTextContent('42'));
    FakeEventSource.current().emit('session-ended', { reason: 'revoked' });
    expect(await screen.findByText(/You have been logged out/)).toBeInTheDocument();
    expect(FakeEventSource.all.every((s) => s.closed)).toBe(true);
  });
});
