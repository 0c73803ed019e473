export function isFullscreen(): boolean {
  return document.fullscreenElement !== null && document.fullscreenElement !== undefined;
}

/** Full screen for the whole console; browsers refuse it without a user gesture, which is fine. */
export async function toggleFullscreen(): Promise<void> {
  try {
    if (isFullscreen()) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    // Refused (no gesture, iframe policy): nothing to undo.
  }
}
