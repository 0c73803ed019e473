import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '#client/i18n/i18n';
import { installModerationFake, report, type ModerationFake } from './moderation-fake';
import { openAs, waitForFocus } from './moderation-helpers';
import { renderLoggedIn } from './render-app';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.reports = [
    { ...report(1, 50), reportWave: { reports: 12, accounts: 11, minutes: 4 } },
    {
      ...report(2, 51),
      status: 'FINISHED',
      result: 'INVALID',
      finishedAt: '2024-05-01T08:00:00.000Z',
      standingReportId: 7,
    },
    report(3, 52),
  ];
});

const cardOf = (id: number) => document.querySelector(`[data-queue-focus="${id}"]`) as HTMLElement;

describe('the report card', () => {
  it('says in words that a report is part of a wave from new accounts', async () => {
    await openAs('/audit-center/report-list?queue=1');
    await waitForFocus(1);
    const line = within(cardOf(1)).getByText('Part of a report wave: 12 reports from 11 new accounts in 4 min');
    expect(line).toHaveAttribute('data-report-wave');
  });

  it('a report outside any wave has no wave line', async () => {
    api.reports = [report(3, 52)];
    await openAs('/audit-center/report-list?queue=1');
    await waitForFocus(3);
    expect(cardOf(3).querySelector('[data-report-wave]')).toBeNull();
  });

  it('speaks Chinese', async () => {
    await renderLoggedIn('/audit-center/report-list?queue=1', 'agent', { locale: 'zh-CN' });
    await waitForFocus(1);
    expect(within(cardOf(1)).getByText('举报潮：11 个新账号在 4 分钟内举报 12 次')).toBeInTheDocument();
    await act(() => setLocale('en-US'));
  });
});

describe('a report finished by a standing decision', () => {
  it('says so on its detail, and Shift+r reopens it from the list', async () => {
    api.reports = [
      {
        ...report(2, 51),
        status: 'FINISHED',
        result: 'INVALID',
        finishedAt: '2024-05-01T08:00:00.000Z',
        standingReportId: 7,
      },
    ];
    const { user } = await openAs('/audit-center/report-list');
    const grid = await screen.findByRole('grid', { name: 'Reports' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    await user.keyboard('{Enter}');
    const detail = await screen.findByRole('complementary', { name: 'Report #2' });
    expect(
      within(detail).getByText('Finished by the standing decision on report #7 (same reason, item judged fine)'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.keyboard('{Shift>}R{/Shift}');
    await waitFor(() =>
      expect(api.bodies('/admins/update-report-reopen')).toEqual([expect.objectContaining({ ids: [2] })]),
    );
  });
});
