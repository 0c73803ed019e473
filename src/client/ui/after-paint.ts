/**
 * Resolves in a task after the next frame has been drawn, or after `timeoutMs` where no frame
 * comes (a hidden tab draws none). For work a key starts that need not be in that key's frame:
 * the frame shows the key's effect first. Calls resolve in the order they were made.
 */
export function afterPaint(timeoutMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    // A frame's animation callbacks run just before it is drawn; a task posted from one runs after.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
