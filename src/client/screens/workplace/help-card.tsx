import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/message-key';
import type { CommandContext } from '../../commands/command';
import { commandById, useRegistry } from '../../commands/registry';
import { CommandKeys } from '../../commands/shortcut-keys';
import { session } from '../../state/session';
import { Panel } from '../../stats/panel';
import { runCommand } from '../../commands/run-command';

/**
 * The documents card. The project serves no documentation pages, so rather than links that
 * could be dead it opens the in-app help, through the registered commands (one registry).
 */
const ENTRIES: readonly { command: string; text?: MessageKey }[] = [
  { command: 'help.sheet' },
  { command: 'help.palette', text: 'workplace.help.palette' },
  { command: 'help.sheet', text: 'workplace.help.goto' },
  { command: 'pref.settings' },
  { command: 'account.userInfo' },
];

export function HelpCard() {
  const { t } = useT();
  useRegistry();
  const { info } = useSnapshot(session);
  const ctx: CommandContext = { role: info?.role ?? null, screen: 'Workplace' };
  return (
    <Panel title={t('workplace.help.title')}>
      <ul className="-mx-2 flex flex-col">
        {ENTRIES.map((entry, i) => {
          const command = commandById(entry.command);
          if (!command) return null;
          return (
            <li key={i}>
              <button
                type="button"
                onClick={() => runCommand(command, ctx)}
                className="flex w-full items-center justify-between gap-3 rounded px-2 py-1.5 text-left text-[13px] text-fg hover:bg-fill hover:text-primary"
              >
                {t(entry.text ?? command.title, command.titleParams)}
                {!entry.text || entry.command === 'help.palette' ? <CommandKeys id={entry.command} /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
