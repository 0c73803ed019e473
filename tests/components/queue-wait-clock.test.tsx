import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '#client/i18n/i18n';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { openQueue } from './moderation-helpers';

let api: ModerationFake;

// The fake's moments entered the queue at 2026-01-01T00:00:00Z. Only Date is fixed: the timers
// the screen waits on run as usual.
const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 4 }, (_, i) => moment(i + 1));
});
afterEach(() => vi.useRealTimers());

const clock = () => document.querySelector<HTMLElement>('[data-queue-focus] [data-wait-clock]')!;

describe('the clock on the queue card (issue 38)', () => {
  it('shows how long the item has waited against its queue’s target, in the normal colour within it', async () => {
    at('2026-01-01T00:45:30Z');
    api.targetMinutes = 60;
    await openQueue();
    expect(clock().textContent).toBe('Waiting 45 min of 1 h target');
    expect(clock().dataset.late).toBeUndefined();
    expect(clock().className).not.toContain('text-warning');
  });

  it('turns to the warning colour and says so past the target, in both languages', async () => {
    at('2026-01-01T02:30:00Z');
    api.targetMinutes = 120;
    await openQueue();
    expect(clock().textContent).toBe('Waiting 2 h 30 min, past the 2 h target');
    expect(clock().dataset.late).toBe('true');
    expect(clock().className).toContain('text-warning');
    await act(() => setLocale('zh-CN'));
    expect(clock().textContent).toBe('已等待 2 小时 30 分钟，超出目标时长（2 小时）');
    await act(() => setLocale('en-US'));
  });

  it('without a target for the queue, shows the wait alone', async () => {
    at('2026-01-03T05:00:00Z');
    api.targetMinutes = null;
    await openQueue();
    expect(clock().textContent).toBe('Waiting 2 d 5 h');
    expect(clock().dataset.late).toBeUndefined();
  });
});
