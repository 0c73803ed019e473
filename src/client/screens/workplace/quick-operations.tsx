import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { isAvailable, shortcutsOf, type Command, type CommandContext } from '../../commands/command';
import { allCommands, useRegistry } from '../../commands/registry';
import { Keys } from '../../commands/shortcut-keys';
import { recent, recordCommand } from '../../state/recent';
import { session } from '../../state/session';
import { Panel } from '../../stats/panel';
import { runCommand } from '../../commands/run-command';

const MAX = 6;

/**
 * The palette's recent commands (the same store the palette lists first), runnable from here.
 * Until some are used, the role's go-to commands stand in, so a new admin sees where to start.
 */
export function QuickOperations() {
  const { t } = useT();
  useRegistry();
  const { commandIds } = useSnapshot(recent);
  const { info } = useSnapshot(session);
  const ctx: CommandContext = { role: info?.role ?? null, screen: 'Workplace' };
  // Screen-scoped commands (queue keys) act on a screen's focused item: no use from here.
  const usable = (c: Command | undefined): c is Command =>
    !!c && !c.hideInPalette && !c.opens && !c.page && !c.when?.screen && isAvailable(c, ctx);
  const all = allCommands();
  const used = commandIds.map((id) => all.find((c) => c.id === id)).filter(usable);
  const suggested = all.filter((c) => c.id.startsWith('goto.') && c.id !== 'goto.Workplace').filter(usable);
  const list = (used.length ? used : suggested).slice(0, MAX);
  const run = (command: Command) => {
    recordCommand(command.id);
    runCommand(command, ctx);
  };
  return (
    <Panel title={t('workplace.quick.title')}>
      <p className="-mt-2 text-xs text-fg-3">
        {t(
          used.length ? 'workplace.quick.recent' : list.length ? 'workplace.quick.suggested' : 'workplace.quick.empty',
        )}
      </p>
      {/* Commands register as the console's chunks load: the list's place is kept for all of them. */}
      <ul className="-mx-2 flex min-h-48 flex-col">
        {list.map((command) => {
          const key = shortcutsOf(command)[0];
          return (
            <li key={command.id}>
              <button
                type="button"
                onClick={() => run(command)}
                className="flex h-8 w-full items-center justify-between gap-3 rounded px-2 text-left text-[13px] text-fg hover:bg-fill hover:text-primary"
              >
                <span className="truncate">{t(command.title, command.titleParams)}</span>
                {key && <Keys shortcut={key} />}
              </button>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
