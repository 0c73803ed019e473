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
    // Its own decisions come back as events too: they are not "elsewhere".
    // Events are handled in order: once another's decision after it shows, its own was handled too.
    FakeEventSource.current().emit('items-decided', { queue: 'moment', ids: [4], by: { id: 2, name: 'agent' } });
    FakeEventSource.current().emit('items-decided', { queue: 'moment', ids: [5], by: { id: 99, name: 'Bo' } });
    expect(await screen.findByText('Decided by Bo')).toBeInTheDocument();
    expect(screen.queryByText('Decided by agent')).not.toBeInTheDocument();
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
