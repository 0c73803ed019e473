import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { focusedId, lookAtIt as look, openAs, waitForFocus } from './moderation-helpers';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 12 }, (_, i) => moment(i + 1));
});

const decisions = () => api.calls.filter((c) => /update|finish|account-status|enforce/.test(c.path)).length;
const NOT_APPLIED = 'Keys typed during the change were not applied.';

/**
 * Keys as the browser gives them, with the time each went down: a loaded test machine delivers
 * them late, and a key is judged by when it was pressed, not by when the page got to it.
 */
function typeAt(text: string, startAt: number, msPerKey: number): void {
  [...text].forEach((key, i) => {
    const target = document.activeElement ?? document.body;
    const event = createEvent.keyDown(target, { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: startAt + (i + 1) * msPerKey });
    fireEvent(target, event);
  });
}

/** The moments list, then its queue by `q` (so the palette's Recent holds "Leave queue mode"). */
async function queueByKey(delay: number) {
  const app = await openAs('/audit-center/moment-list');
  // The first test of a file loads the shell's chunk through the transformer: give it time.
  await screen.findByRole('grid', { name: 'Moments' }, { timeout: 15_000 });
  await look();
  await app.user.keyboard('q');
  // Slow on a loaded machine: the queue's chunk and first hand.
  await waitFor(() => expect(focusedId()).toBe(1), { timeout: 20_000 });
  await look();
  return { ...app, typist: userEvent.setup({ delay }) };
}

describe('a decision needs a seen item and a deliberate key', () => {
  for (const delay of [8, 60]) {
    it(`q, Ctrl+K, "queue", Enter, then "avatar" at ${delay} ms a key: nothing is decided`, async () => {
      const { typist } = await queueByKey(delay);
      await typist.keyboard('{Control>}k{/Control}queue{Enter}avatar');
      const palette = await screen.findByRole('dialog', { name: 'Command palette' });
      // Enter opened the page of queues (a search there decides nothing); the queue is still held.
      expect(await within(palette).findByRole('button', { name: /Back/ })).toBeInTheDocument();
      expect(new URLSearchParams(location.search).get('queue')).toBe('1');
      expect(decisions()).toBe(0);
      expect(api.bodies('/admins/queue/release')).toEqual([]);
    }, 60_000);

    it(`keys typed on after a palette command that leaves the queue never decide (${delay} ms a key)`, async () => {
      const { typist, user } = await queueByKey(delay);
      await typist.keyboard('{Control>}k{/Control}leave queue mode');
      const enterAt = performance.now();
      await typist.keyboard('{Enter}');
      typeAt('avatar', enterAt, delay);
      await screen.findByRole('grid', { name: 'Moments' });
      expect(decisions()).toBe(0);
      // A key after a look decides again.
      await look();
      await user.keyboard('{Escape}q');
      await waitForFocus(1);
      await look();
      await user.keyboard('a');
      await waitFor(() => expect(decisions()).toBe(1));
    }, 60_000);
  }

  it('a deciding key pressed before the item it names was drawn does not decide it; moving keys still move', async () => {
    const app = await openAs('/audit-center/moment-list');
    await screen.findByRole('grid', { name: 'Moments' });
    await look();
    // q and a at once: a goes down while the queue's first item is on its way.
    const letGo = api.holdLease();
    await app.user.keyboard('qaaa');
    letGo();
    await waitForFocus(1);
    // Told once, however many keys were refused.
    expect(await screen.findByText(NOT_APPLIED)).toBeInTheDocument();
    expect(screen.getAllByText(NOT_APPLIED)).toHaveLength(1);
    expect(decisions()).toBe(0);
    await app.user.keyboard('j');
    await waitForFocus(2);
  });

  it('in the palette, a typed query ranks what moves above what decides or hands back; Recent never starts with leaving the queue', async () => {
    const { user } = await queueByKey(0);
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    const recent = within(palette).queryByRole('group', { name: 'Recent' });
    if (recent) expect(within(recent).getAllByRole('option')[0]).not.toHaveTextContent(/Leave queue mode/);
    await user.keyboard('queue');
    await waitFor(() => expect(within(palette).getAllByRole('option')[0]).toHaveTextContent('Open a queue…'));
    expect(focusedId()).toBe(1);
  });
});
