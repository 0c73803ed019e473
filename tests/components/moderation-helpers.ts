import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { DELIBERATE_PAUSE_MS } from '#client/commands/decision-gate';
import type { ModerationFake } from './moderation-fake';
import { renderLoggedIn } from './render-app';

/**
 * The pause a moderator takes at what a change of scene (mode, order, a dialog closed) put on
 * screen: a deciding key typed on through the change is dropped by the decision gate.
 */
export function lookAtIt(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, DELIBERATE_PAUSE_MS + 50));
}

/** Opens `path` (a list, or a queue with `?queue=1`) logged in as the agent. */
export async function openAs(path: string) {
  return renderLoggedIn(path, 'agent');
}

/** The moments queue (or another queue's path), open as agent with its first item focused. */
export async function openQueue(path = '/audit-center/moment-list?queue=1') {
  const app = await openAs(path);
  // The first open of a file also loads the queue screen's modules: on a busy machine (a test run
  // beside it, load 15) that outlasted 5 s.
  await waitFor(() => expect(focusedId()).toBe(1), { timeout: 10_000 });
  return app;
}

/** The id of the item the queue has focused (large card), or null. */
export function focusedId(): number | null {
  const el = document.querySelector('[data-queue-focus]');
  return el ? Number(el.getAttribute('data-queue-focus')) : null;
}

export async function waitForFocus(id: number): Promise<void> {
  await waitFor(() => expect(focusedId()).toBe(id));
}

/** The mark shown on the item just decided (the line above the focused card). */
export function previousMark(): string | null {
  return document.querySelector('[data-queue-previous] [data-mark]')?.textContent ?? null;
}

export async function findToast(text: RegExp): Promise<HTMLElement> {
  return screen.findByText(text);
}

/**
 * Waits until the fake has had moment `id` written back to PENDING: the undo's own write. The row
 * was PENDING before its decision too, so reading its status alone passes while the decision's
 * write is still on its way (it leaves after the key's frame), and the next key then finds the
 * item still deciding.
 */
export async function waitForUndoWritten(api: ModerationFake, id: number): Promise<void> {
  await waitFor(() =>
    expect(
      api
        .bodies('/admins/update-audit-status')
        .some((b) => b.auditStatus === 'PENDING' && Array.isArray(b.ids) && b.ids.includes(id)),
    ).toBe(true),
  );
}
