import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { focusedId, openAs, waitForFocus, openQueue, waitForUndoWritten } from './moderation-helpers';
import { FakeEventSource, installLiveFake } from './live-fake-stream';
import { leaseHolder } from '#client/state/lease-holder';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 8 }, (_, i) => moment(i + 1));
  installLiveFake();
});

const NO_MATCH = 'Nothing in the queue matches these filters.';
const TAKING = 'Taking items from the queue…';

/** The queue says nothing matches on screen (the live region says it too, checked apart). */
const noMatchShown = () => screen.findByText(NO_MATCH, { ignore: '[data-queue-announcer], script, style' });
/** The queue's live region: what a screen reader is told. */
const announced = () => document.querySelector('[data-queue-announcer]')?.textContent ?? '';
const itemsOnScreen = () => document.querySelectorAll('[data-queue-focus], [data-queue-next], [data-queue-previous]');

const queue = openQueue;

describe('queue filters', () => {
  it('a filter the server refuses is said under its field, translated, and the queue shows nothing for it', async () => {
    const { user } = await queue();
    await waitFor(() => expect(announced()).toMatch(/^Now on #1/));
    api.fail('/admins/queue/lease', {
      code: 40000,
      msg: 'filters.text: Too big: expected string to have <=200 characters',
      data: { field: 'filters.text', rule: 'too_big', limit: 200 },
    });
    await user.type(screen.getByRole('textbox', { name: 'Text contains' }), 'spam{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 200');
    expect(screen.getByRole('textbox', { name: 'Text contains' })).toHaveAttribute('aria-invalid', 'true');
    expect(await noMatchShown()).toBeInTheDocument();
    expect(itemsOnScreen()).toHaveLength(0);
    expect(screen.getByText(/0 waiting/)).toBeInTheDocument();
    await waitFor(() => expect(announced()).toBe(NO_MATCH));
    // No toast with the server's words, and the refusal is not asked again.
    expect(document.body).not.toHaveTextContent(/filters\.text|Too big/);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // The next filter typed takes a hand at once: had the refusal been asked again, it came first.
    const leases = api.bodies('/admins/queue/lease').length;
    await user.type(screen.getByRole('textbox', { name: 'Text contains' }), 'x{Enter}');
    await waitFor(() => expect(api.bodies('/admins/queue/lease').length).toBeGreaterThan(leases));
    expect(
      api
        .bodies('/admins/queue/lease')
        .slice(leases)
        .map((b) => (b.filters as { text?: string }).text),
    ).toEqual(['spamx']);
  });

  it('an id past the largest the API takes is refused here, linked or typed: no request, the rule under the field', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1&id=9999999999');
    expect(await screen.findByText('At most 2147483647')).toBeInTheDocument();
    expect(await noMatchShown()).toBeInTheDocument();
    expect(api.bodies('/admins/queue/lease')).toEqual([]);
    const id = screen.getByRole('textbox', { name: 'ID' });
    await user.clear(id);
    await user.type(id, '3{Enter}');
    await waitForFocus(1);
    await user.clear(id);
    await user.type(id, '2147483648{Enter}');
    expect(await screen.findByText('At most 2147483647')).toBeInTheDocument();
    await waitFor(() => expect(itemsOnScreen()).toHaveLength(0));
    expect(api.bodies('/admins/queue/lease').every((b) => (b.filters as { id?: number }).id !== 2147483648)).toBe(true);
  });

  it.each(['0', '-5', 'abc', '1,2'])('a typed id %s that is not one empties the queue as a link does', async (text) => {
    const { user } = await queue();
    await user.type(screen.getByRole('textbox', { name: 'ID' }), `${text}{Enter}`);
    expect(await noMatchShown()).toBeInTheDocument();
    expect(screen.getAllByText('Not an id: enter a whole number such as 1024').length).toBeGreaterThan(0);
    expect(itemsOnScreen()).toHaveLength(0);
    expect(focusedId()).toBeNull();
    // The old hand is given back, and no hand is taken without that filter.
    await waitFor(() => expect(api.bodies('/admins/queue/release').length).toBeGreaterThan(0));
    expect(api.bodies('/admins/queue/lease')).toHaveLength(1);
    expect(new URLSearchParams(window.location.search).get('id')).toBe(text);
    await waitFor(() => expect(announced()).toBe(NO_MATCH));
  });

  it('the waiting count falls with each decision in this tab and rises with an undo, without asking the server', async () => {
    const { user } = await queue();
    expect(screen.getByText('0 decided · 8 waiting')).toBeInTheDocument();
    // No lease answers from here: the count is this tab's own.
    const open = api.holdLease();
    await user.keyboard('aaaa');
    await waitForFocus(5);
    expect(screen.getByText('4 decided · 4 waiting')).toBeInTheDocument();
    await user.keyboard('d');
    await waitForFocus(6);
    // Disabled, it still waits for a review.
    expect(screen.getByText(/· 4 waiting/)).toBeInTheDocument();
    await user.keyboard('zz');
    expect(await screen.findByText(/· 5 waiting/)).toBeInTheDocument();
    open();
    await waitForUndoWritten(api, 4);
  });

  it('items handed back by another moderator reach a hand that waited for them at once', async () => {
    api.moments = [];
    api.heldByOthers = { items: 9, moderators: 1, ownTabs: 0 };
    await openAs('/audit-center/moment-list?queue=1');
    expect(await screen.findByText(/9 waiting, all held by 1 other moderator/)).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.all.length).toBe(1));
    const leases = api.bodies('/admins/queue/lease').length;
    // Its own hand given back (agent is admin 2, this tab's holder), or another queue's, asks
    // nothing: a lease would say it is taking items as soon as the events are handled (valtio
    // hands that on a microtask).
    const holder = api.bodies('/admins/queue/lease')[0]!.holder as string;
    expect(holder).toMatch(/^[\w-]{8,}$/);
    FakeEventSource.current().emit('items-released', { queue: 'moment', count: 3, by: 2, holder });
    FakeEventSource.current().emit('items-released', { queue: 'question', count: 3, by: 99, holder: '' });
    await act(() => Promise.resolve());
    expect(screen.queryByText(TAKING)).not.toBeInTheDocument();
    expect(screen.getByText(/9 waiting, all held by 1 other moderator/)).toBeInTheDocument();
    expect(api.bodies('/admins/queue/lease')).toHaveLength(leases);
    api.moments = [moment(1), moment(2), moment(3)];
    api.heldByOthers = { items: 6, moderators: 1, ownTabs: 0 };
    FakeEventSource.current().emit('items-released', { queue: 'moment', count: 3, by: 99, holder: '' });
    await waitForFocus(1);
    expect(api.bodies('/admins/queue/lease')).toHaveLength(leases + 1);
  });

  it('items handed back by another tab of the same moderator are another holder’s: the hand asks again', async () => {
    api.moments = [];
    api.heldByOthers = { items: 9, moderators: 1, ownTabs: 0 };
    await openAs('/audit-center/moment-list?queue=1');
    expect(await screen.findByText(/9 waiting, all held by 1 other moderator/)).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.all.length).toBe(1));
    const leases = api.bodies('/admins/queue/lease');
    // Every lease and release of this tab names its one holder id.
    const holder = leaseHolder();
    expect(holder).toMatch(/^[0-9a-f-]{36}$/);
    expect(leases.every((b) => b.holder === holder)).toBe(true);
    api.moments = [moment(1), moment(2), moment(3)];
    FakeEventSource.current().emit('items-released', { queue: 'moment', count: 3, by: 2, holder: 'another-tab' });
    await waitForFocus(1);
    expect(api.bodies('/admins/queue/lease')).toHaveLength(leases.length + 1);
  });
});
