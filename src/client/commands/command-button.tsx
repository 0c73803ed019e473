import { useT } from '../i18n/use-t';
import { latestRoute } from '../state/route-listener';
import { session } from '../state/session';
import { Button, type ButtonProps } from '../ui/button';
import { isAvailable, shortcutsOf } from './command';
import { commandById, useRegistry } from './registry';
import { Keys } from './shortcut-keys';
import { runCommand } from './run-command';

/**
 * A button for a registered command: its title, its shortcut hint, and the same `run` the keys
 * and the palette use. Disabled when the command does not apply (role, screen, `enabled`).
 */
export function CommandButton({ id, ...rest }: { id: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useT();
  useRegistry();
  const command = commandById(id);
  if (!command) return null;
  const ctx = { role: session.info?.role ?? null, screen: latestRoute()?.route.name ?? null };
  const keys = shortcutsOf(command)[0];
  return (
    <Button {...rest} disabled={rest.disabled || !isAvailable(command, ctx)} onClick={() => runCommand(command, ctx)}>
      {t(command.title, command.titleParams)}
      {keys && <Keys shortcut={keys} />}
    </Button>
  );
}
