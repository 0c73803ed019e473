import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHONE, REDUCED_MOTION } from '#client/ui/use-media-query';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { focusedId, openQueue, previousMark, waitForFocus } from './moderation-helpers';

let api: ModerationFake;

/** A screen whose width matches PHONE or not; `resize` tells the page's queries, as a rotation would. */
function screenOf(phone: boolean, reducedMotion = false) {
  const listeners = new Set<() => void>();
  const state = { phone };
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return (query === PHONE && state.phone) || (query === REDUCED_MOTION && reducedMotion);
    },
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(to: boolean) {
      state.phone = to;
      act(() => listeners.forEach((f) => f()));
    },
  };
}

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 12 }, (_, i) => moment(i + 1));
});

afterEach(() => {
  // The stub goes: the next file's screens see the DOM's own matchMedia.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const card = () => document.querySelector('[data-queue-focus]')!;
const verbs = () => screen.getByRole('group', { name: 'Decide this item' });
const toast = () => document.querySelector('[data-undo-toast]');

/** A finger down on the card at (x0, 300), moved to each x, then lifted at the last. */
function swipe(xs: number[], pointerType = 'touch') {
  const el = card();
  const at = { pointerId: 7, isPrimary: true, pointerType, clientY: 300 };
  fireEvent.pointerDown(el, { ...at, clientX: xs[0] });
  for (const x of xs.slice(1)) fireEvent.pointerMove(el, { ...at, clientX: x });
  fireEvent.pointerUp(el, { ...at, clientX: xs.at(-1) });
}

describe('the queue below 768 px', () => {
  it('shows the card first with the filters behind a button, and the desktop layout at 768 px and up', async () => {
    const size = screenOf(true);
    const { user } = await openQueue();
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Review' })).not.toBeInTheDocument();
    // The verbs of the moments queue, from the commands its keys run, with those keys as hints.
    expect(
      within(verbs())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['EnableE', 'DisableD', 'ApproveA', 'RejectR']);
    expect(screen.getByRole('group', { name: 'More actions' })).toHaveTextContent(/Skip.*S/);
    expect(screen.getByText('Swipe right: Approve · swipe left: Reject')).toBeInTheDocument();

    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Review' })).toHaveValue('PENDING');
    await user.click(filters);
    expect(screen.queryByRole('combobox', { name: 'Review' })).not.toBeInTheDocument();

    // Turned to a width of 768 px or more: the table's layout, filters shown, no touch verbs.
    size.resize(false);
    expect(screen.getByRole('combobox', { name: 'Review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Decide this item' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-swipe-card]')).toBeNull();
    expect(focusedId()).toBe(1);
  });

  it('hides the headers’ key hints (Shift O, Q) on a phone, as a finger works the queue there', async () => {
    screenOf(true);
    await openQueue();
    const header = screen.getByRole('radiogroup', { name: 'Order' }).closest('div.flex-wrap') as HTMLElement;
    const hints = Array.from(header.querySelectorAll('kbd'));
    expect(hints.map((k) => k.textContent)).toEqual(['Shift', 'O', 'Q']);
    // Tailwind's max-md:hidden: what a phone's width does not show (happy-dom has no stylesheet).
    for (const kbd of hints) expect(kbd.closest('.max-md\\:hidden')).not.toBeNull();
    // The page header's button says the same, with the same key.
    const leave = screen.getByRole('button', { name: /^Back to the table/ });
    expect(leave.querySelector('kbd')?.closest('.max-md\\:hidden')).not.toBeNull();
  });

  it('lets the author line wrap on a phone, not cut it, and keeps it one line at 768 px and up', async () => {
    screenOf(true);
    await openQueue();
    const line = await waitFor(() => document.querySelector('[data-author-summary]') as HTMLElement);
    expect(line).toBeTruthy();
    const classes = line.className.split(' ');
    // Cut to one line only from `md` up; below, it wraps and grows from its one line's height.
    expect(classes).not.toContain('truncate');
    expect(classes).not.toContain('h-5');
    expect(classes).toEqual(expect.arrayContaining(['md:truncate', 'md:h-5', 'min-h-5']));
  });

  it('a tap on a verb decides the item drawn through its key’s command: the armed reason goes with it, the hand moves on, the toast undoes it', async () => {
    screenOf(true);
    const { user } = await openQueue();
    await user.click(screen.getByRole('button', { name: /Sexual content/ }));
    await user.click(within(verbs()).getByRole('button', { name: /Reject/ }));
    await waitForFocus(2);
    expect(previousMark()).toMatch(/Rejected/);
    await waitFor(() => expect(api.moments[0]!.auditStatus).toBe('REJECTED'));
    expect(api.bodies('/admins/update-audit-status')[0]).toMatchObject({
      ids: [1],
      auditStatus: 'REJECTED',
      reasonCode: 'sexual',
    });
    expect(toast()).toHaveTextContent('Rejected · #1');

    await user.click(within(toast() as HTMLElement).getByRole('button', { name: /Undo/ }));
    await waitForFocus(1);
    await waitFor(() => expect(api.moments[0]!.auditStatus).toBe('PENDING'));
    expect(toast()).toBeNull();
  });

  it('a tap begun before the item under it was drawn decides nothing', async () => {
    screenOf(true);
    const { user } = await openQueue();
    const approve = within(verbs()).getByRole('button', { name: /Approve/ });
    fireEvent.pointerDown(approve, { pointerType: 'touch', isPrimary: true });
    // The card changed under the finger (a key, a live update) before it lifted.
    await user.keyboard('j');
    await waitForFocus(2);
    fireEvent.click(approve);
    expect(focusedId()).toBe(2);
    expect(toast()).toBeNull();
    // The next tap, begun on what is drawn, decides it.
    await user.click(approve);
    await waitForFocus(3);
    await waitFor(() => expect(api.moments[1]!.auditStatus).toBe('APPROVED'));
    expect(api.moments[0]!.auditStatus).toBe('PENDING');
  });

  it('a swipe right approves and a swipe left rejects, each with its undo toast', async () => {
    screenOf(true);
    const { user } = await openQueue();
    // happy-dom's window is 1024 px wide: past 30 % of it.
    swipe([300, 330, 500, 700]);
    await waitForFocus(2);
    expect(toast()).toHaveTextContent('Approved · #1');
    swipe([700, 660, 500, 300]);
    await waitForFocus(3);
    expect(toast()).toHaveTextContent('Rejected · #2');
    await waitFor(() => expect(api.moments.slice(0, 2).map((m) => m.auditStatus)).toEqual(['APPROVED', 'REJECTED']));
    await user.click(within(toast() as HTMLElement).getByRole('button', { name: /Undo/ }));
    await waitForFocus(2);
    await waitFor(() => expect(api.moments[1]!.auditStatus).toBe('PENDING'));
    expect(api.moments[0]!.auditStatus).toBe('APPROVED');
  });

  it('the card follows the finger and shows the verb; released before the threshold it goes back and nothing is decided', async () => {
    screenOf(true);
    await openQueue();
    const el = card();
    const at = { pointerId: 7, isPrimary: true, pointerType: 'touch', clientY: 300 };
    fireEvent.pointerDown(el, { ...at, clientX: 300 });
    fireEvent.pointerMove(el, { ...at, clientX: 340 });
    fireEvent.pointerMove(el, { ...at, clientX: 400 });
    const moving = el.closest('[data-swipe-card] > div') as HTMLElement;
    expect(moving.style.transform).toMatch(/translateX\(100px\)/);
    expect(document.querySelector('[data-swipe-hint="right"]')).toHaveTextContent('Approve');
    fireEvent.pointerUp(el, { ...at, clientX: 400 });
    expect(moving.style.transform).toBe('');
    expect(document.querySelector('[data-swipe-hint]')).toBeNull();
    // Far, but brought back before lifting: no flick, under the threshold.
    swipe([300, 700, 500, 380]);
    // A mouse drags nothing; a finger going down the page scrolls it.
    swipe([300, 800], 'mouse');
    fireEvent.pointerDown(card(), { ...at, clientX: 300, clientY: 300 });
    fireEvent.pointerMove(card(), { ...at, clientX: 305, clientY: 360 });
    fireEvent.pointerMove(card(), { ...at, clientX: 800, clientY: 380 });
    fireEvent.pointerUp(card(), { ...at, clientX: 800, clientY: 380 });
    await Promise.resolve();
    expect(focusedId()).toBe(1);
    expect(toast()).toBeNull();
    expect(api.bodies('/admins/update-audit-status')).toHaveLength(0);
    expect(api.bodies('/admins/update-moment-enabled')).toHaveLength(0);
  });

  it('with reduced motion the card follows the finger without tilting and goes back without gliding', async () => {
    screenOf(true, true);
    await openQueue();
    const el = card();
    const moving = el.closest('[data-swipe-card] > div') as HTMLElement;
    const at = { pointerId: 7, isPrimary: true, pointerType: 'pen', clientY: 300 };
    fireEvent.pointerDown(el, { ...at, clientX: 300 });
    fireEvent.pointerMove(el, { ...at, clientX: 250 });
    expect(moving.style.transform).toBe('translateX(-50px)');
    fireEvent.pointerUp(el, { ...at, clientX: 250 });
    expect(moving.style.transform).toBe('');
    expect(moving.className).not.toMatch(/transition/);
  });

  it('without reduced motion the card tilts as it goes and glides back', async () => {
    screenOf(true);
    await openQueue();
    const moving = card().closest('[data-swipe-card] > div') as HTMLElement;
    const at = { pointerId: 7, isPrimary: true, pointerType: 'touch', clientY: 300 };
    fireEvent.pointerDown(card(), { ...at, clientX: 300 });
    fireEvent.pointerMove(card(), { ...at, clientX: 250 });
    expect(moving.style.transform).toMatch(/translateX\(-50px\) rotate\(/);
    fireEvent.pointerUp(card(), { ...at, clientX: 250 });
    expect(moving.className).toMatch(/transition-transform/);
  });

  it('the toast’s Undo is gone once `z` took the decision back, so it never undoes an older one', async () => {
    screenOf(true);
    const { user } = await openQueue();
    await user.click(within(verbs()).getByRole('button', { name: /Approve/ }));
    await waitForFocus(2);
    await user.click(within(verbs()).getByRole('button', { name: /Disable/ }));
    await waitForFocus(3);
    expect(toast()).toHaveTextContent('Disabled · #2');
    await user.keyboard('z');
    await waitForFocus(2);
    expect(toast()).toBeNull();
    await waitFor(() => expect(api.moments[1]!.enabled).toBe(true));
    expect(api.moments[0]!.auditStatus).toBe('APPROVED');
  });
});
