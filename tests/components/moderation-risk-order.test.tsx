import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { lookAtIt, openAs, waitForFocus } from './moderation-helpers';
import { afterPendingWork } from './render-app';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 6 }, (_, i) => moment(i + 1));
  api.moments[3] = {
    ...api.moments[3]!,
    riskScore: 75,
    riskParts: {
      reports: 2,
      reportPoints: 40,
      rules: [{ name: 'scam-links', action: 'flag' }],
      strikes: 1,
      accountAgeDays: 400,
    },
  };
  api.moments[4] = { ...api.moments[4]!, riskScore: 15, riskParts: { accountAgeDays: 0 } };
  api.moments[5] = { ...api.moments[5]!, riskScore: 40, riskParts: { wave: { id: 3, size: 38, perMinute: 7.6 } } };
});

const order = () => new URLSearchParams(window.location.search).get('order');

describe('a queue ordered by risk', () => {
  it('Shift+O takes a new hand riskiest first and says on the card why the item came first', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    expect(screen.getByRole('radio', { name: 'Oldest first' })).toHaveAttribute('aria-checked', 'true');
    expect(api.bodies('/admins/queue/lease').every((b) => b.order === 'asc')).toBe(true);

    await user.keyboard('{Shift>}O{/Shift}');
    await waitFor(() => expect(order()).toBe('risk'));
    await waitForFocus(4);
    expect(api.bodies('/admins/queue/lease').at(-1)!.order).toBe('risk');
    expect(screen.getByRole('radio', { name: 'Riskiest first' })).toHaveAttribute('aria-checked', 'true');
    const line = document.querySelector('[data-risk-line]')!;
    expect(line).toHaveTextContent('Risk 75');
    expect(line).toHaveTextContent('2 open reports · rule: scam-links · 1 strike');
    // An old account adds nothing, so the line does not name its age.
    expect(line).not.toHaveTextContent(/days? old/);

    await lookAtIt();
    await user.keyboard('a');
    // A wave's lead says why it came next: the wave's size (the rest of the wave waits behind it).
    await waitForFocus(6);
    expect(document.querySelector('[data-risk-line]')).toHaveTextContent('Risk 40leads a wave of 38');

    await lookAtIt();
    await user.keyboard('a');
    await waitForFocus(5);
    expect(document.querySelector('[data-risk-line]')).toHaveTextContent('Risk 15account 0 days old when written');

    await user.click(screen.getByRole('radio', { name: 'Oldest first' }));
    await waitFor(() => expect(order()).toBeNull());
    expect(api.bodies('/admins/queue/lease').at(-1)!.order).toBe('asc');
  });

  it('the new hand is asked for only once the old one is given back, so the server never renews the old hand as the new', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    const leases = () => api.bodies('/admins/queue/lease').length;
    const before = leases();
    const giveBack = api.hold('/admins/queue/release');

    await user.keyboard('{Shift>}O{/Shift}');
    await waitFor(() =>
      expect(api.bodies('/admins/queue/release')).toEqual([{ queue: 'moment', holder: expect.any(String) }]),
    );
    await afterPendingWork();
    expect(leases()).toBe(before);

    giveBack();
    await waitForFocus(4);
    expect(leases()).toBe(before + 1);
    expect(api.bodies('/admins/queue/lease').at(-1)!.order).toBe('risk');
  });
});

describe('a queue ordered by a label’s score (issue 41)', () => {
  const spam = (probability: number) => ({ modelVersion: 1, label: 'spam' as const, probability, drivers: [] });

  it('is offered while "Classifier says" names a label, and Shift+O reaches it after the riskiest first', async () => {
    api.moments[1] = { ...api.moments[1]!, classifier: spam(0.6) };
    api.moments[2] = { ...api.moments[2]!, classifier: spam(0.95) };
    api.moments[5] = { ...api.moments[5]!, classifier: spam(0.8) };
    const { user } = await openAs('/audit-center/moment-list?queue=1&classifierLabel=spam');
    await waitForFocus(1);
    const byScore = screen.getByRole('radio', { name: '“Spam or advertising” score first' });
    expect(byScore).toHaveAttribute('aria-checked', 'false');

    await user.keyboard('{Shift>}O{/Shift}');
    await waitFor(() => expect(order()).toBe('risk'));
    await waitForFocus(4);
    await user.keyboard('{Shift>}O{/Shift}');
    await waitFor(() => expect(order()).toBe('label'));
    await waitForFocus(3);
    const body = api.bodies('/admins/queue/lease').at(-1)!;
    expect(body.order).toBe('label');
    expect(body.filters).toMatchObject({ classifierLabel: 'spam' });
    expect(byScore).toHaveAttribute('aria-checked', 'true');

    await lookAtIt();
    await user.keyboard('a');
    await waitForFocus(6);

    // Round again: past the label's order comes the oldest first.
    await user.keyboard('{Shift>}O{/Shift}');
    await waitFor(() => expect(order()).toBeNull());
  });

  it('is not offered, nor reached by Shift+O, without a label filtered on', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1&order=label');
    await waitForFocus(1);
    expect(screen.queryByRole('radio', { name: /score first/ })).toBeNull();
    expect(api.bodies('/admins/queue/lease').every((b) => b.order === 'asc')).toBe(true);
    await user.keyboard('{Shift>}O{/Shift}');
    await waitFor(() => expect(order()).toBe('risk'));
    await user.keyboard('{Shift>}O{/Shift}');
    await waitFor(() => expect(order()).toBeNull());
  });
});
