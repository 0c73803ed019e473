import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '#client/ui/after-paint';

/** A frame clock the test advances: the callbacks of the next frame, run when told. */
let frameCallbacks: FrameRequestCallback[] = [];
const drawFrame = () => frameCallbacks.splice(0).forEach((callback) => callback(performance.now()));

beforeEach(() => {
  vi.useFakeTimers();
  frameCallbacks = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameCallbacks.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterPaint', () => {
  it('resolves in a task after the next frame, not before it, and in the order asked', async () => {
    const done: string[] = [];
    void afterPaint().then(() => done.push('first'));
    void afterPaint().then(() => done.push('second'));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toEqual([]);
    drawFrame();
    // Not within the frame's own callbacks: in the task that follows it.
    await Promise.resolve();
    expect(done).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual(['first', 'second']);
  });

  it('resolves after its time-out where no frame comes (a hidden tab)', async () => {
    let resolved = 0;
    void afterPaint(100).then(() => (resolved += 1));
    await vi.advanceTimersByTimeAsync(99);
    expect(resolved).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(1);
  });
});
