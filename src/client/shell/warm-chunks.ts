import { whenIdle } from '../ui/when-idle';
import { loadDropdowns } from './dropdowns/deferred-dropdown';
import { loadMessagePanel, loadPalette, loadSettingsDrawer, loadShortcutSheet } from './overlay-chunks';

/** How long after the console's start its overlays are fetched: past a first screen's data, normally. */
const WARM_AFTER_MS = 3000;

/**
 * The navbar's dropdowns and the overlays, fetched once the first screen is up and the browser
 * idle, out of that screen's way, so that the first click on a menu or the bell, Ctrl/⌘+K or `?`
 * normally opens at once. One used earlier loads then (a dropdown's button also fetches them on a
 * first hover or focus; keys typed meanwhile wait for the palette: commands/key-layers.ts).
 * Returns the cancel.
 */
export function warmChunks(): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(() => {
      for (const load of [loadDropdowns, loadPalette, loadMessagePanel, loadShortcutSheet, loadSettingsDrawer])
        void load().catch(() => undefined);
    });
  }, WARM_AFTER_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}
