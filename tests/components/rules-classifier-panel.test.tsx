import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClassifierThreshold } from '#contract/api/classifier';
import { REASON_CODES } from '#contract/moderation-reasons';
import { setLocale } from '#client/i18n/i18n';
import { installOpsFakeApi, type OpsFakeApi } from './ops-fake-api';
import { routePath, renderLoggedIn } from './render-app';

let api: OpsFakeApi;
let saved: ClassifierThreshold[];

beforeEach(() => {
  api = installOpsFakeApi();
  saved = REASON_CODES.map((label) => ({ label, flag: null, hold: null }));
  saved[0] = { label: 'spam', flag: 0.6, hold: 0.9 };
  api.on('/admins/rules/list', () => ({
    code: 200,
    data: { list: [], total: 0, totalCapped: false, nextCursor: null },
  }));
  api.on('/admins/classifier/thresholds', () => ({ code: 200, data: { list: saved } }));
  api.on('/admins/classifier/dry-run', (b) => {
    const proposed = b.thresholds as ClassifierThreshold[];
    const spam = proposed.find((t) => t.label === 'spam');
    // Fewer items and a higher precision the higher the threshold: enough to see the figures follow the form.
    const at = (p: number | null | undefined) =>
      p === null || p === undefined ? null : { items: Math.round(100 - p * 100), correct: 0, precision: p };
    return {
      code: 200,
      data: {
        modelVersion: 7,
        scored: 240,
        list: REASON_CODES.map((label) => ({
          label,
          decided: label === 'spam' ? 40 : 0,
          flag: label === 'spam' ? at(spam?.flag) : null,
          hold: label === 'spam' ? at(spam?.hold) : null,
        })),
      },
    };
  });
  api.on('/admins/classifier/thresholds-save', (b) => {
    saved = saved.map((t) => (b.thresholds as ClassifierThreshold[]).find((n) => n.label === t.label) ?? t);
    return { code: 200, data: { list: saved } };
  });
});

async function openPanel() {
  const { user } = await renderLoggedIn(routePath('RuleList'), 'root');
  const panel = await screen.findByRole('region', { name: 'Classifier' });
  return { user, panel };
}

const dryRuns = () => api.calls.filter((c) => c.path === '/admins/classifier/dry-run');

describe('classifier thresholds on the rules screen', () => {
  it('shows each label with its thresholds and the dry run figures beside them', async () => {
    const { panel } = await openPanel();
    expect(within(panel).getByLabelText('Spam or advertising: flag at (%)')).toHaveValue(60);
    expect(within(panel).getByLabelText('Spam or advertising: hold at (%)')).toHaveValue(90);
    expect(within(panel).getByLabelText('Fraud or scam: hold at (%)')).toHaveValue(null);
    await waitFor(() => expect(within(panel).getByTestId('dry-spam-flag')).toHaveTextContent('40 items · 60%'));
    expect(within(panel).getByTestId('dry-spam-hold')).toHaveTextContent('10 items · 90%');
    expect(within(panel).getByText(/240 decided items, scored by model v7/)).toBeInTheDocument();
  });

  it('runs the dry run again as a threshold is typed, and saves the thresholds', async () => {
    const { user, panel } = await openPanel();
    const save = within(panel).getByRole('button', { name: 'Save thresholds' });
    expect(save).toBeDisabled();
    const hold = within(panel).getByLabelText('Spam or advertising: hold at (%)');
    await user.clear(hold);
    await user.type(hold, '95');
    await waitFor(() => expect(within(panel).getByTestId('dry-spam-hold')).toHaveTextContent('5 items · 95%'));
    expect(dryRuns().at(-1)!.body.thresholds).toContainEqual({ label: 'spam', flag: 0.6, hold: 0.95 });
    await user.click(save);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/admins/classifier/thresholds-save')).toBe(true));
    const body = api.calls.find((c) => c.path === '/admins/classifier/thresholds-save')!.body;
    expect(body.thresholds).toContainEqual({ label: 'spam', flag: 0.6, hold: 0.95 });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('refuses a hold threshold under the flag threshold before asking the server', async () => {
    const { user, panel } = await openPanel();
    const hold = within(panel).getByLabelText('Spam or advertising: hold at (%)');
    await user.clear(hold);
    await user.type(hold, '50');
    expect(await within(panel).findByText('At least the flag threshold')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Save thresholds' })).toBeDisabled();
  });

  it('speaks Chinese', async () => {
    await openPanel();
    await act(() => setLocale('zh-CN'));
    const panel = await screen.findByRole('region', { name: '分类器' });
    expect(within(panel).getByText('暂扣阈值（%）')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByTestId('dry-spam-flag')).toHaveTextContent('40 条'));
  });
});
