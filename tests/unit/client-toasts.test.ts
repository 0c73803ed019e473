import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, showToast, toasts } from '#client/state/toasts';

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('keeps an error for 5 s, then dismisses it', () => {
    vi.useFakeTimers();
    showToast('error', 'Request Error');
    vi.advanceTimersByTime(4999);
    expect(toasts.items.map((t) => t.text)).toEqual(['Request Error']);
    vi.advanceTimersByTime(1);
    expect(toasts.items).toEqual([]);
  });

  it('replaces a toast with the same id in place (loading → success)', () => {
    vi.useFakeTimers();
    showToast('info', 'Loading the menu…', { id: 'menuNotice', duration: 0 });
    showToast('success', 'Menu loaded', { id: 'menuNotice', duration: 2000 });
    expect(toasts.items.map((t) => [t.kind, t.text])).toEqual([['success', 'Menu loaded']]);
    vi.advanceTimersByTime(2000);
    expect(toasts.items).toEqual([]);
  });
});

describe('toasts, repeated', () => {
  it('shows the same refusal once when two calls fail alike', () => {
    showToast('error', 'You are not logged in');
    showToast('error', 'You are not logged in');
    expect(toasts.items).toHaveLength(1);
    clearToasts();
  });
});
