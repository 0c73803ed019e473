import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClassifierScore } from '#contract/api/moderation-rows';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { openAs, waitForFocus } from './moderation-helpers';

let api: ModerationFake;
const text = '兼职日赚五百，详情看主页';
// The spans of 日赚 and 主页, as the server stores them ([start, end) in the text).
const spam: ClassifierScore = {
  modelVersion: 4,
  label: 'spam',
  probability: 0.934,
  drivers: [
    { feature: 'c:日赚', weight: 2.1, span: [2, 4] },
    { feature: 'c:主页', weight: 1.4, span: [10, 12] },
  ],
};
const fine: ClassifierScore = { modelVersion: 4, label: 'fine', probability: 0.88, drivers: [] };

beforeEach(() => {
  api = installModerationFake();
  api.moments = [
    { ...moment(1), text, classifier: spam },
    { ...moment(2), classifier: fine },
  ];
});

const modelMarks = (el: HTMLElement) =>
  Array.from(el.querySelectorAll('mark[data-classifier]')).map((m) => m.textContent);

describe('the classifier on the queue card', () => {
  it('shows the top label in words with its probability, and marks what drove it', async () => {
    await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    const card = document.querySelector('[data-queue-focus="1"]') as HTMLElement;
    const badge = within(card).getByText('Model: Spam or advertising 93.4%');
    expect(badge).toHaveAttribute('title', expect.stringContaining('version 4'));
    expect(modelMarks(card)).toEqual(['日赚', '主页']);
  });

  it('a fine item gets its label and no marks', async () => {
    api.moments = api.moments.slice(1);
    await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(2);
    const card = document.querySelector('[data-queue-focus="2"]') as HTMLElement;
    expect(within(card).getByText('Model: Fine 88%')).toBeInTheDocument();
    expect(modelMarks(card)).toEqual([]);
  });

  it('the list filters by what the classifier says, the label in words', async () => {
    const { user } = await openAs('/audit-center/moment-list');
    await screen.findByRole('grid', { name: 'Moments' });
    const select = screen.getByRole('combobox', { name: 'Classifier says' });
    expect(within(select).getByRole('option', { name: 'Spam or advertising' })).toBeInTheDocument();
    await user.selectOptions(select, 'spam');
    await waitFor(() =>
      expect(api.bodies('/admins/moment-list/get').at(-1)).toMatchObject({ filters: { classifierLabel: 'spam' } }),
    );
  });

  it("names the classifier's part of the risk score on the card's risk line", async () => {
    api.moments = [
      {
        ...moment(1),
        text,
        classifier: spam,
        riskScore: 37,
        riskParts: { classifier: { label: 'spam', probability: 0.934 } },
      },
    ];
    await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    const card = document.querySelector('[data-queue-focus="1"]') as HTMLElement;
    const line = card.querySelector('[data-risk-line="37"]') as HTMLElement;
    expect(line).toHaveTextContent('model: Spam or advertising 93.4%');
  });
});
