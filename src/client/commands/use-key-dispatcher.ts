import { useLayoutEffect } from 'react';
import { latestRoute, listenerRouteChange } from '../state/route-listener';
import { overlays } from '../state/overlays';
import { recordCommandSoon } from '../state/recent';
import { session } from '../state/session';
import { settings } from '../state/settings';
import { createKeyDispatcher } from './key-dispatcher';
import { keyTime, mayDecide, onKeysNotApplied, sceneShown } from './decision-gate';
import { showToast } from '../state/toasts';
import { t } from '../i18n/i18n';
import type { HeldKey } from './key-inbox';
import { connectConsole } from './key-layers';
import { allCommands } from './registry';
import { runCommand } from './run-command';

/** A key kept while the console loaded, as the dispatcher sees a live one pressed on the page itself. */
function replayed(key: HeldKey) {
  return {
    ...key,
    repeat: false,
    isComposing: false,
    keyCode: 0,
    replayed: true,
    target: document.body,
    defaultPrevented: false,
    preventDefault: () => undefined,
  };
}

/**
 * Installs the one key dispatcher on window for as long as the shell is mounted, and takes the
 * keys pressed before it was there. A layout effect: the kept keys run before the first paint.
 */
export function useKeyDispatcher(): void {
  useLayoutEffect(() => {
    const dispatcher = createKeyDispatcher({
      commands: allCommands,
      context: () => ({ role: session.info?.role ?? null, screen: latestRoute()?.route.name ?? null }),
      // Once Ctrl/⌘+K is pressed every key is the palette's, even if focus strays from its input.
      singleKeysEnabled: () => settings.singleKeyShortcuts && !overlays.palette,
      onRun: (command) => {
        if (!command.hideInPalette) recordCommandSoon(command.id);
      },
      run: runCommand,
      mayDecide: (target, e) => mayDecide(target, keyTime(e), e.replayed === true),
    });
    const untell = onKeysNotApplied(() => showToast('info', t('keys.notApplied')));
    const unlisten = listenerRouteChange((event) => sceneShown('screen', event.route.name));
    const onKey = (e: KeyboardEvent) => dispatcher.handleKeyDown(e);
    const onBlur = () => dispatcher.reset();
    window.addEventListener('keydown', onKey);
    window.addEventListener('blur', onBlur);
    const disconnect = connectConsole((key) => dispatcher.handleKeyDown(replayed(key)));
    return () => {
      untell();
      unlisten();
      disconnect();
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('blur', onBlur);
    };
  }, []);
}
