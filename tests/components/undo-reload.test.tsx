import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { go } from '#client/shell/actions/go';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { focusedId, openAs, waitForFocus } from './moderation-helpers';
import { renderApp } from './render-app';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 12 }, (_, i) => moment(i + 1));
});

/** Decides the first item with `a`, then reloads the tab: the queue comes back without it. */
async function decideThenReload() {
  const first = await openAs('/audit-center/moment-list?queue=1');
  // The first test of a file loads the shell's chunk through the transformer: give it time.
  await waitFor(() => expect(focusedId()).toBe(1), { timeout: 30_000 });
  await first.user.keyboard('a');
  await waitForFocus(2);
  await waitFor(() => expect(api.moments[0]).toMatchObject({ auditStatus: 'APPROVED', version: 2 }));
  await waitFor(() => expect(sessionStorage.getItem('undo:MomentList')).toContain('"ids":[1]'));
  const token = localStorage.getItem('token') ?? '';
  first.unmount();
  const again = await renderApp('/audit-center/moment-list?queue=1', { token });
  act(() => go('/audit-center/moment-list?queue=1'));
  await waitForFocus(2);
  return again;
}

describe('undo after a reload', () => {
  it('z undoes the last decision made before the reload: the item comes back into the hand, under the cursor, and waits again', async () => {
    const { user } = await decideThenReload();
    expect(await screen.findByText('0 decided · 11 waiting')).toBeInTheDocument();
    await user.keyboard('z');
    // As before a reload: the cursor is on the undone item, marked so, and the next one follows it.
    await waitForFocus(1);
    expect(document.querySelector('[data-queue-focus="1"] [data-mark]')).toHaveTextContent('Undone');
    expect(api.moments[0]).toMatchObject({ auditStatus: 'PENDING', version: 3 });
    expect(screen.getByText('0 decided · 12 waiting')).toBeInTheDocument();
    expect(screen.queryByText(/no longer on screen/)).not.toBeInTheDocument();
    await user.keyboard('j');
    await waitForFocus(2);
    // Decided again from the hand, it is counted as any decision.
    await user.keyboard('k');
    await waitForFocus(1);
    await user.keyboard('r');
    await waitForFocus(2);
    expect(await screen.findByText('1 decided · 11 waiting')).toBeInTheDocument();
  }, 60_000);

  it('the undo names this tab’s lease holder, so the item comes back held by this tab', async () => {
    const { user } = await decideThenReload();
    await user.keyboard('z');
    await waitForFocus(1);
    const holder = api.bodies('/admins/queue/lease').at(-1)?.holder;
    expect(typeof holder).toBe('string');
    expect(api.bodies('/admins/update-audit-status').at(-1)).toMatchObject({ auditStatus: 'PENDING', holder });
  }, 60_000);

  it('an item another moderator took since is undone all the same, stays out of the hand and waits with theirs', async () => {
    const { user } = await decideThenReload();
    expect(await screen.findByText('0 decided · 11 waiting')).toBeInTheDocument();
    api.heldElsewhere.add(1);
    await user.keyboard('z');
    expect(
      await screen.findByText('1 waiting, all held by 1 other moderator. They come back here if let go.'),
    ).toBeInTheDocument();
    expect(api.moments[0]).toMatchObject({ auditStatus: 'PENDING', version: 3 });
    expect(screen.getByText('0 decided · 12 waiting')).toBeInTheDocument();
    expect(focusedId()).toBe(2);
    expect(document.querySelector('[data-queue-previous="1"], [data-queue-next="1"]')).toBeNull();
  }, 60_000);

  it('a step whose item changed since is refused with the usual message', async () => {
    const { user } = await decideThenReload();
    api.moments[0]!.version = 7;
    await user.keyboard('z');
    expect(
      await screen.findByText('1 item changed meanwhile and was reloaded; nothing was written for it.'),
    ).toBeInTheDocument();
    expect(api.moments[0]).toMatchObject({ auditStatus: 'APPROVED', version: 7 });
  }, 60_000);
});
