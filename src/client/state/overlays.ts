import { proxy } from 'valtio/vanilla';
import { awaitPalette, leavePalette } from '../commands/key-layers';
import { sceneShown } from '../commands/decision-gate';

/**
 * Which keyboard overlays are up: the command palette (with the nested page it opened on),
 * the `?` shortcut sheet, and the menu drawer of narrow screens.
 */
export const overlays = proxy({
  palette: false,
  palettePage: null as string | null,
  sheet: false,
  menuDrawer: false,
});

/**
 * What had focus when the palette opened. Radix gives focus back to a dialog's trigger, and the
 * palette has none (it opens by key from anywhere), so focus would fall to <body>.
 */
let focusBeforePalette: HTMLElement | null = null;

export function openPalette(page: string | null = null): void {
  awaitPalette();
  if (!overlays.palette && document.activeElement instanceof HTMLElement) focusBeforePalette = document.activeElement;
  overlays.palettePage = page;
  overlays.palette = true;
  sceneShown('palette', 'open');
}

export function closePalette(): void {
  leavePalette();
  overlays.palette = false;
  sceneShown('palette', 'closed');
  overlays.palettePage = null;
  const back = focusBeforePalette;
  focusBeforePalette = null;
  // After the dialog has gone; a command that moved focus on purpose (a form, another dialog) keeps it.
  setTimeout(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (back?.isConnected && lost) back.focus();
  }, 0);
}

export function togglePalette(): void {
  if (overlays.palette) closePalette();
  else openPalette();
}

export function setSheet(open: boolean): void {
  overlays.sheet = open;
}

export function setMenuDrawer(open: boolean): void {
  overlays.menuDrawer = open;
}
