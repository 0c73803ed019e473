import { useEffect } from 'react';
import { latestRoute } from '../state/route-listener';
import { recordCommand } from '../state/recent';
import { session } from '../state/session';
import { settings } from '../state/settings';
import { createKeyDispatcher } from './key-dispatcher';
import { allCommands } from './registry';

/** Installs the one key dispatcher on window for as long as the shell is mounted. */
export function useKeyDispatcher(): void {
  useEffect(() => {
    const dispatcher = createKeyDispatcher({
      commands: allCommands,
      context: () => ({ role: session.info?.role ?? null, screen: latestRoute()?.route.name ?? null }),
      singleKeysEnabled: () => settings.singleKeyShortcuts,
      onRun: (command) => {
        if (!command.hideInPalette) recordCommand(command.id);
      },
    });
    const onKey = (e: KeyboardEvent) => dispatcher.handleKeyDown(e);
    const onBlur = () => dispatcher.reset();
    window.addEventListener('keydown', onKey);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('blur', onBlur);
    };
  }, []);
}
