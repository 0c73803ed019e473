import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RuleHitRef } from '#contract/rules/rule-kinds';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { openAs, waitForFocus } from './moderation-helpers';

let api: ModerationFake;
const insult: RuleHitRef = { ruleId: 3, name: 'insult-zh', kind: 'term', pattern: '脑残', action: 'flag' };
const links: RuleHitRef = {
  ruleId: 1,
  name: 'scam-links',
  kind: 'regex',
  pattern: 'https?://[^\\s]+',
  action: 'flag',
};

beforeEach(() => {
  api = installModerationFake();
  api.moments = [
    // The term is simplified, the text traditional: the folding highlights it all the same.
    { ...moment(1), text: '這種腦殘言論，詳見 https://t.cn/abc 吧', ruleHits: [insult, links] },
    moment(2),
  ];
});

const marks = (el: HTMLElement) => Array.from(el.querySelectorAll('mark')).map((m) => m.textContent);

describe('rule highlights', () => {
  it('the table marks what each rule matched and names the rules; rows without hits have neither', async () => {
    await openAs('/audit-center/moment-list');
    const grid = await screen.findByRole('grid', { name: 'Moments' });
    const [hit, plain] = [
      (await within(grid).findByText('rule: insult-zh')).closest('tr') as HTMLElement,
      within(grid).getByText('moment text 2').closest('tr') as HTMLElement,
    ];
    expect(within(hit).getByText('rule: scam-links')).toBeInTheDocument();
    // The matcher loads after the text is on screen; the marks follow.
    await waitFor(() => expect(marks(hit)).toEqual(['腦殘', 'https://t.cn/abc']), { timeout: 10_000 });
    expect(marks(plain)).toEqual([]);
    expect(within(plain).queryByText(/^rule:/)).not.toBeInTheDocument();
  });

  it('the queue card marks the matched spans in full text', async () => {
    await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    const card = document.querySelector('[data-queue-focus="1"]') as HTMLElement;
    await waitFor(() => expect(marks(card)).toEqual(['腦殘', 'https://t.cn/abc']), { timeout: 10_000 });
    expect(within(card).getByText('rule: insult-zh')).toBeInTheDocument();
  });

  it("names the rule a list is filtered by beside its id, from the rows' hits", async () => {
    await openAs('/audit-center/moment-list?ruleId=3');
    const bar = await screen.findByRole('search', { name: 'Filters' });
    const field = within(bar).getByLabelText('Matched rule (id)');
    expect(field).toHaveValue('3');
    await waitFor(() => expect(field).toHaveAccessibleDescription('insult-zh'));
    expect(within(bar).getByText('insult-zh')).toBeVisible();
  });
});
