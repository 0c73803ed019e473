import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EscalatedReview } from '#contract/api/second-review';
import { DEFAULT_ROUTE_PATH } from '#contract/routes';
import { setLocale } from '#client/i18n/i18n';
import { installOpsFakeApi, type OpsFakeApi } from './ops-fake-api';
import { routePath, renderLoggedIn, waitForUrl } from './render-app';

let api: OpsFakeApi;
let escalated: EscalatedReview[];
let settings: { sharePercent: number; version: number; updatedAt: string; updatedBy: string | null };

const review: EscalatedReview = {
  id: 41,
  kind: 'moment',
  targetId: 901,
  text: 'you are all idiots',
  decision: 'reject',
  label: 'spam',
  decidedAt: '2024-05-01T06:00:00.000Z',
  version: 2,
  reviewerLabel: 'harassment',
  note: 'insults, not spam',
  reviewedAt: '2024-05-01T07:00:00.000Z',
  decidedBy: { id: 2, name: 'agent' },
  reviewedBy: { id: 1, name: 'root' },
};

const bodiesOf = (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.body);

beforeEach(() => {
  api = installOpsFakeApi();
  escalated = [review];
  settings = { sharePercent: 2, version: 1, updatedAt: '2024-05-01T00:00:00.000Z', updatedBy: null };
  api.on('/admins/second-review/escalated', () => ({ code: 200, data: { list: escalated, total: escalated.length } }));
  api.on('/admins/second-review/resolve', (b) => {
    escalated = escalated.filter((r) => r.id !== b.id);
    return { code: 200, data: { id: b.id, state: 'resolved', decision: b.label === 'fine' ? 'approve' : 'reject' } };
  });
  api.on('/admins/second-review/settings', () => ({ code: 200, data: settings }));
  api.on('/admins/second-review/settings-save', (b) => {
    settings = {
      ...settings,
      sharePercent: b.sharePercent as number,
      version: settings.version + 1,
      updatedBy: 'root',
    };
    return { code: 200, data: settings };
  });
});

async function open() {
  const out = await renderLoggedIn(routePath('SecondReviewLeads'), 'root');
  const main = screen.getByRole('main');
  const card = await within(main).findByRole('listitem', { name: 'Moment #901' }, { timeout: 5000 });
  return { ...out, main, card };
}

describe('disagreements for leads', () => {
  it('shows who decided, who disagreed and why', async () => {
    const { card } = await open();
    expect(within(card).getByText('you are all idiots')).toBeInTheDocument();
    expect(card).toHaveTextContent('Decided: Spam or advertising · agent');
    expect(card).toHaveTextContent('Second reviewer: Harassment or abuse · root');
    expect(card).toHaveTextContent('Note: insults, not spam');
  });

  it("applies the lead's label and closes the review", async () => {
    const { user, main, card } = await open();
    const select = within(card).getByRole('combobox', { name: 'Your decision on Moment #901' });
    expect(select).toHaveValue('harassment');
    await user.selectOptions(select, 'Hate speech');
    await user.click(within(card).getByRole('button', { name: 'Apply decision' }));
    expect(await within(main).findByText('No disagreement is waiting for a lead.')).toBeInTheDocument();
    expect(bodiesOf('/admins/second-review/resolve')).toEqual([{ id: 41, label: 'hate', expectedVersion: 2 }]);
  });

  it('sets the share sampled, refusing what the server would', async () => {
    const { user, main } = await open();
    const field = within(main).getByRole('textbox', { name: 'Share of each moderator’s decisions (%)' });
    expect(field).toHaveValue('2');
    await user.clear(field);
    await user.type(field, '101');
    expect(within(main).getByText('A percentage from 0 to 100, at most two decimals')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '5.5');
    await user.click(within(main).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesOf('/admins/second-review/settings-save')).toEqual([{ sharePercent: 5.5, expectedVersion: 1 }]),
    );
    expect(await within(main).findByText(/Set by root/)).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    const { card } = await open();
    await act(() => setLocale('zh-CN'));
    expect(await within(card).findByRole('button', { name: '执行决定' })).toBeInTheDocument();
  });

  it('is not there for an agent', async () => {
    await renderLoggedIn(routePath('SecondReviewLeads'), 'agent');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('opens from the palette', async () => {
    const { user } = await renderLoggedIn(DEFAULT_ROUTE_PATH, 'root');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(dialog).getByRole('combobox'), 'disagreements for leads');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: /Disagreements for leads/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await user.keyboard('{Enter}');
    await waitForUrl(routePath('SecondReviewLeads'));
  });
});
