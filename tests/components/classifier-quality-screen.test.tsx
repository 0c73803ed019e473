import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiReply } from '#contract/api';
import { setLocale } from '#client/i18n/i18n';
import { installOpsFakeApi, type OpsFakeApi } from './ops-fake-api';
import { DEFAULT_ROUTE_PATH } from '#contract/routes';
import { routePath, renderLoggedIn, waitForUrl } from './render-app';

// happy-dom has no canvas; the chart itself is covered by stats-chart.test.tsx.
vi.mock('uplot', () => ({
  default: class {
    setData() {}
    setSize() {}
    destroy() {}
  },
}));

let api: OpsFakeApi;
let version: number;

function reply(page: number): ApiReply<'/admins/classifier/quality'> {
  return {
    model: {
      version,
      trainedAt: '2024-05-01T06:00:00.000Z',
      trainedBy: { id: 1, name: 'root' },
      examples: 1200,
      oldestDecisionAt: '2024-01-01T00:00:00.000Z',
      newestDecisionAt: '2024-04-30T00:00:00.000Z',
      trainMs: 80,
      heldOut: 240,
      labels: [
        { label: 'fine', support: 200, precision: 0.95, recall: 0.9 },
        { label: 'spam', support: 40, precision: 0.6, recall: 0.75 },
      ],
      confusion: [
        { team: 'fine', model: 'fine', items: 180 },
        { team: 'fine', model: 'spam', items: 20 },
        { team: 'spam', model: 'fine', items: 10 },
        { team: 'spam', model: 'spam', items: 30 },
      ],
      calibration: [
        { from: 0.5, to: 0.6, items: 0, predicted: null, observed: null },
        { from: 0.9, to: 1, items: 240, predicted: 0.95, observed: 0.875 },
      ],
    },
    disagreements: {
      total: 21,
      page,
      pageSize: 20,
      list:
        page === 1
          ? [
              {
                kind: 'moment',
                id: 77,
                excerpt: 'Earn money from home, DM me',
                teamLabel: 'fine',
                modelLabel: 'spam',
                probability: 0.97,
                decidedBy: { id: 2, name: 'agent' },
                decidedAt: '2024-04-29T10:00:00.000Z',
              },
            ]
          : [
              {
                kind: 'question_reply',
                id: 5,
                excerpt: 'A kind reply',
                teamLabel: 'spam',
                modelLabel: 'fine',
                probability: 0.55,
                decidedBy: { id: 2, name: 'agent' },
                decidedAt: '2024-04-28T10:00:00.000Z',
              },
            ],
    },
  };
}

beforeEach(() => {
  api = installOpsFakeApi();
  version = 3;
  api.on('/admins/classifier/quality', (b) => ({ code: 200, data: reply(b.page as number) }));
  api.on('/admins/classifier/train', () => {
    version += 1;
    const { confusion: _c, calibration: _k, trainedBy: _b, ...model } = reply(1).model!;
    return { code: 200, data: model };
  });
});

async function open() {
  const out = await renderLoggedIn(routePath('ClassifierQuality'), 'root');
  const main = screen.getByRole('main');
  await within(main).findByText('v3', {}, { timeout: 5000 });
  return { ...out, main };
}

const cardValue = (main: HTMLElement, label: string) =>
  within(main).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('classifier quality screen', () => {
  it('shows the model, its held-out figures and where it disagrees with the team', async () => {
    const { main } = await open();
    expect(cardValue(main, 'Training decisions')).toHaveTextContent('1,200');
    expect(within(main).getByText(/Trained .* by root/)).toBeInTheDocument();

    const labels = within(main).getByRole('region', { name: 'Held-out quality per label' });
    const spam = within(labels).getByRole('row', { name: /^Spam/ });
    expect(spam).toHaveTextContent('60');
    expect(spam).toHaveTextContent('75');

    const confusion = within(main).getByRole('region', { name: /Confusion/ });
    // The team's "fine" row: 180 agreed, 20 the model called spam.
    expect(within(confusion).getAllByRole('row')[1]).toHaveTextContent('Fine18020');

    const calibration = within(main).getByRole('region', { name: 'Calibration' });
    // Empty buckets are left out: the header and the one bucket with items.
    expect(within(calibration).getAllByRole('row')).toHaveLength(2);
    expect(within(calibration).getByRole('figure', { name: 'Calibration' })).toBeInTheDocument();

    const list = within(main).getByRole('region', {
      name: 'Decided items where the model in use and the team disagree most',
    });
    // One item, named in the singular ("Moment #77", not its list's "Moments").
    const link = within(list).getByRole('link', { name: 'Moment #77' });
    expect(link).toHaveAttribute('href', `${routePath('MomentList')}?id=77&open=77`);
    expect(within(list).getByText('Earn money from home, DM me')).toBeInTheDocument();
  });

  it('pages the disagreements', async () => {
    const { user, main } = await open();
    const list = within(main).getByRole('region', {
      name: 'Decided items where the model in use and the team disagree most',
    });
    expect(within(list).getByText('Page 1 of 2 (21 items)')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Next' }));
    expect(await within(list).findByRole('link', { name: /#5/ })).toHaveAttribute(
      'href',
      `${routePath('QuestionReplyList')}?id=5&open=5`,
    );
  });

  it('trains now, says so while it trains, and says what the new version learnt from', async () => {
    const { user, main } = await open();
    // The training call is held until the busy button has been seen.
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const fakeFetch = globalThis.fetch;
    const fetching = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/admins/classifier/train')) await held;
      return fakeFetch(input, init);
    });
    await user.click(within(main).getByRole('button', { name: 'Train now' }));
    const busy = await within(main).findByRole('button', { name: 'Training…' });
    expect(busy).toBeDisabled();
    finish();
    fetching.mockRestore();
    await within(main).findByText('v4');
    expect(
      await screen.findByText('Model v4 trained on 1,200 decisions; the figures below are its own'),
    ).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Train now' })).toBeEnabled();
  });

  it('names the schedule as the trainer when no one pressed the button, in Chinese without stray spaces', async () => {
    api.on('/admins/classifier/quality', (b) => {
      const r = reply(b.page as number);
      return { code: 200, data: { ...r, model: { ...r.model!, trainedBy: null } } };
    });
    const { main } = await open();
    expect(within(main).getByText(/^Trained .* by the schedule$/)).toBeInTheDocument();
    await act(() => setLocale('zh-CN'));
    expect(await within(main).findByText(/由定时任务训练$/)).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    const { main } = await open();
    await act(() => setLocale('zh-CN'));
    expect(await within(main).findByRole('region', { name: '各标签留出质量' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: '立即训练' })).toBeInTheDocument();
  });

  it('is not there for an agent', async () => {
    await renderLoggedIn(routePath('ClassifierQuality'), 'agent');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/admins/classifier/quality')).toBe(false));
  });

  it('opens from the palette', async () => {
    const { user } = await renderLoggedIn(DEFAULT_ROUTE_PATH, 'root');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(dialog).getByRole('combobox'), 'classifier quality');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: /Classifier quality/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await user.keyboard('{Enter}');
    await waitForUrl(routePath('ClassifierQuality'));
    expect(await screen.findByText('v3', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
