import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMessages, setLocale } from '#client/i18n/i18n';
import { MarkBadge } from '#client/screens/moderation/parts/badges';
import type { RowMark } from '#client/screens/moderation/queue/work-store';

/** The badge's own element, found by its words as a user finds it. */
const badge = (mark: RowMark) => {
  const { unmount } = render(<MarkBadge mark={mark} />);
  const shown = screen.getByText(/./);
  const classes = shown.className;
  const text = shown.textContent;
  unmount();
  return { classes, text };
};

beforeAll(async () => {
  await setLocale('en-US');
  await loadMessages('app');
});
afterAll(() => setLocale('zh-CN'));

describe('a decided row’s mark in queue mode', () => {
  it('is coloured as the table colours the state it wrote: Rejected red, Approved green', () => {
    expect(badge({ action: 'reject', state: 'done' })).toEqual({
      text: 'Rejected',
      classes: expect.stringContaining('text-danger'),
    });
    expect(badge({ action: 'approve', state: 'done' }).classes).toContain('text-success');
    expect(badge({ action: 'disable', state: 'done' }).classes).toContain('text-danger');
    expect(badge({ action: 'BANNED', state: 'done' }).classes).toContain('text-danger');
    expect(badge({ action: 'finishInvalid', state: 'done' }).classes).toContain('text-fg-2');
    expect(badge({ action: 'undo', state: 'done' }).classes).toContain('text-fg-2');
  });

  it('is blue while on its way and red once refused, whatever the decision', () => {
    expect(badge({ action: 'approve', state: 'pending' })).toEqual({
      text: 'Approved',
      classes: expect.stringContaining('text-primary'),
    });
    expect(badge({ action: 'approve', state: 'failed' })).toEqual({
      text: 'Approve failed',
      classes: expect.stringContaining('text-danger'),
    });
  });
});
