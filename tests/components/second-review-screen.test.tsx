import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SecondReviewItem } from '#contract/api/second-review';
import { setLocale } from '#client/i18n/i18n';
import { installOpsFakeApi, type OpsFakeApi } from './ops-fake-api';
import { routePath, renderLoggedIn } from './render-app';
import { lookAtIt } from './moderation-helpers';

let api: OpsFakeApi;
let queue: SecondReviewItem[];

const item = (id: number, over: Partial<SecondReviewItem> = {}): SecondReviewItem => ({
  id,
  kind: 'moment',
  targetId: 500 + id,
  text: `text of review ${id}`,
  decision: 'reject',
  label: 'spam',
  decidedAt: '2024-05-01T06:00:00.000Z',
  version: 1,
  ...over,
});

const verdicts = () => api.calls.filter((c) => c.path === '/admins/second-review/verdict').map((c) => c.body);

beforeEach(() => {
  api = installOpsFakeApi();
  queue = [item(11), item(12, { decision: 'approve', label: 'fine', text: 'a kind word' }), item(13)];
  api.on('/admins/second-review/queue', () => ({ code: 200, data: { list: queue, total: queue.length } }));
  api.on('/admins/second-review/verdict', (b) => {
    queue = queue.filter((i) => i.id !== b.id);
    const state = b.verdict === 'agree' ? 'agreed' : b.toLead ? 'escalated' : 'disagreed';
    return { code: 200, data: { id: b.id, state } };
  });
});

async function open(username = 'agent') {
  const out = await renderLoggedIn(routePath('SecondReview'), username);
  const main = screen.getByRole('main');
  const card = await within(main).findByRole('article', { name: 'Decision to review' }, { timeout: 5000 });
  return { ...out, main, card };
}

describe('second review queue', () => {
  it('shows the item and the decision, never who decided', async () => {
    const { main, card } = await open();
    expect(within(card).getByText('text of review 11')).toBeInTheDocument();
    expect(within(card).getByText('Decided: Rejected · Spam or advertising')).toBeInTheDocument();
    expect(within(main).getByText('3 to review')).toBeInTheDocument();
    expect(main).not.toHaveTextContent(/agent|root/);
  });

  it('agrees with y and moves to the next card', async () => {
    const { user, main } = await open();
    await user.keyboard('y');
    expect(await within(main).findByText('a kind word')).toBeInTheDocument();
    expect(verdicts()).toEqual([{ id: 11, verdict: 'agree', expectedVersion: 1 }]);
  });

  it('disagrees with n, naming the label one would have given', async () => {
    const { user, main } = await open();
    await user.keyboard('n');
    const dialog = await screen.findByRole('dialog', { name: /Disagree/ });
    // The decision's own label is not offered.
    expect(within(dialog).queryByRole('radio', { name: 'Spam or advertising' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Fine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Disagree' }));
    expect(await within(main).findByText('a kind word')).toBeInTheDocument();
    expect(verdicts()).toEqual([{ id: 11, verdict: 'disagree', label: 'fine', toLead: false, expectedVersion: 1 }]);
  });

  it('sends a disagreement to a lead with l and a note', async () => {
    const { user, main } = await open();
    await user.keyboard('j');
    expect(await within(main).findByText('a kind word')).toBeInTheDocument();
    await user.keyboard('l');
    const dialog = await screen.findByRole('dialog', { name: /Send to a lead/ });
    await user.click(within(dialog).getByRole('radio', { name: 'Fraud or scam' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for the lead' }), 'asks for money');
    await user.click(within(dialog).getByRole('button', { name: 'Send to a lead' }));
    await waitFor(() =>
      expect(verdicts()).toEqual([
        { id: 12, verdict: 'disagree', label: 'fraud', toLead: true, note: 'asks for money', expectedVersion: 1 },
      ]),
    );
  });

  it('asks before Esc drops a note typed for the lead', async () => {
    const { user } = await open();
    await user.keyboard('l');
    const dialog = await screen.findByRole('dialog', { name: /Send to a lead/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for the lead' }), 'asks for money');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your note for the lead?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your note for the lead?' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Note for the lead' })).toHaveValue('asks for money');
    expect(verdicts()).toEqual([]);
  });

  it('decides only on what was seen: a y typed on as the dialog closes is dropped, a y after a look agrees', async () => {
    const { user, main } = await open();
    await user.keyboard('n');
    await screen.findByRole('dialog', { name: /Disagree/ });
    await user.keyboard('{Escape}y');
    expect(await screen.findByText('Keys typed during the change were not applied.')).toBeInTheDocument();
    expect(verdicts()).toEqual([]);
    await lookAtIt();
    await user.keyboard('y');
    expect(await within(main).findByText('a kind word')).toBeInTheDocument();
    expect(verdicts()).toEqual([{ id: 11, verdict: 'agree', expectedVersion: 1 }]);
  });

  it('passes over a card another reviewer answered first', async () => {
    api.on('/admins/second-review/verdict', (b) => {
      queue = queue.filter((i) => i.id !== b.id);
      return { code: 42200, msg: 'this review was already answered', data: { why: 'REVIEW_CLOSED' } };
    });
    const { user, main } = await open();
    await user.keyboard('y');
    expect(await within(main).findByText('a kind word')).toBeInTheDocument();
    expect(screen.queryByText('This review was already answered')).toBeNull();
  });

  it('says when nothing is left', async () => {
    queue = [];
    await renderLoggedIn(routePath('SecondReview'), 'agent');
    expect(await screen.findByText(/Nothing to review/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    const { main } = await open();
    await act(() => setLocale('zh-CN'));
    expect(await within(main).findByRole('button', { name: /^同意/ })).toBeInTheDocument();
    expect(within(main).getByText('原决定：已驳回 · 垃圾信息或广告')).toBeInTheDocument();
  });

  it('is not there for PROMOTE', async () => {
    await renderLoggedIn(routePath('SecondReview'), 'promote');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });
});
