import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_MS, watchTabActivity } from '#client/screens/moderation/queue/tab-activity';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('tab activity (what keeps a queue lease renewed)', () => {
  it('is active while touched; idle after IDLE_MS without keys or pointer; back on the next key', () => {
    let now = 0;
    const onBack = vi.fn();
    const activity = watchTabActivity(onBack, () => now);
    expect(activity.active()).toBe(true);
    now = IDLE_MS - 1;
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }));
    now += IDLE_MS - 1;
    expect(activity.active()).toBe(true);
    now += 2;
    expect(activity.active()).toBe(false);
    expect(onBack).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(activity.active()).toBe(true);
    activity.stop();
  });

  it('a hidden tab is away even if just touched, and back once visible and touched', () => {
    const now = 0;
    const onBack = vi.fn();
    const activity = watchTabActivity(onBack, () => now);
    setVisibility('hidden');
    expect(activity.active()).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }));
    expect(onBack).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(activity.active()).toBe(true);
    activity.stop();
  });
});
