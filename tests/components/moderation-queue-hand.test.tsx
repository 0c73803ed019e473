import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { waitForFocus, openQueue, waitForUndoWritten } from './moderation-helpers';
import { installLiveFake } from './live-fake-stream';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 8 }, (_, i) => moment(i + 1));
  installLiveFake();
});

/** The queue's live region: what a screen reader is told. */
const announced = () => document.querySelector('[data-queue-announcer]')?.textContent ?? '';

const queue = openQueue;

describe('the hand as it is worked through', () => {
  it('the last decisions of a hand, still being written when the hand is topped up, leave 0 waiting and an empty queue', async () => {
    api.moments = Array.from({ length: 3 }, (_, i) => moment(i + 1));
    const { user } = await queue();
    const writes = api.holdWrites();
    await user.keyboard('aaa');
    expect(await screen.findByText(/^3 decided/, {}, { timeout: 5000 })).toBeInTheDocument();
    const leases = api.bodies('/admins/queue/lease').length;
    writes();
    // The top-up goes out once the writes are answered, so the server no longer counts them.
    await waitFor(() => expect(api.bodies('/admins/queue/lease').length).toBeGreaterThan(leases));
    expect(await screen.findByText('3 decided · 0 waiting', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelector('[data-queue-finished]')).toHaveTextContent('The queue is empty.');
    await waitFor(() => expect(announced()).toMatch(/The queue is empty/), { timeout: 5000 });
    // The last decision stays on screen; a after it has nothing to do, and z still takes it back.
    await user.keyboard('a');
    expect(await screen.findByText('This action does not apply to the chosen items.')).toBeInTheDocument();
    await user.keyboard('z');
    await waitForUndoWritten(api, 3);
    expect(await screen.findByText('2 decided · 1 waiting', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelector('[data-queue-finished]')).toBeNull();
  });

  it('"N decided" counts decisions that stand: not a skip, an undo or a refused write', async () => {
    const { user } = await queue();
    await user.keyboard('s');
    await waitForFocus(2);
    expect(screen.getByText(/^0 decided/)).toBeInTheDocument();
    await user.keyboard('aa');
    await waitForFocus(4);
    expect(screen.getByText(/^2 decided/)).toBeInTheDocument();
    await user.keyboard('z');
    expect(await screen.findByText(/^1 decided/)).toBeInTheDocument();
    await waitForFocus(3);
    await waitForUndoWritten(api, 3);
    // Another moderator changed #3 meanwhile: approving it again is refused (a conflict).
    api.touch('moment', 3);
    await user.keyboard('a');
    expect((await screen.findAllByText(/Approve failed/)).length).toBeGreaterThan(0);
    expect(screen.getByText(/^1 decided/)).toBeInTheDocument();
  });

  it('s hands back an item whose decision was undone', async () => {
    const { user } = await queue();
    await user.keyboard('a');
    await waitForFocus(2);
    await user.keyboard('z');
    await waitForUndoWritten(api, 1);
    await waitForFocus(1);
    await user.keyboard('s');
    await waitForFocus(2);
    await waitFor(() =>
      expect(api.bodies('/admins/queue/release')).toContainEqual({
        queue: 'moment',
        ids: [1],
        holder: expect.any(String),
      }),
    );
  });
});
