import type { WaveDecision } from '#contract/api/waves';
import type { Command } from '#client/commands/command';
import type { MessageKey } from '#client/i18n/message-key';
import type { BaseRow, EntityDef } from '../entity-def';
import type { Controller } from '../moderation-controller';
import { ACTIONS } from '../queue/actions';
import { waveTarget } from './wave-state';

type MakeCommand = (id: string, rest: Omit<Command, 'id' | 'when' | 'group'> & { group?: MessageKey }) => Command;

const GROUP: MessageKey = 'wave.group';
/**
 * The contract's WAVE_DECISIONS, written out: a value from a contract api file would bring zod and
 * every schema into the queue's chunk.
 */
export const WAVE_VIEW_DECISIONS: readonly WaveDecision[] = ['approve', 'reject', 'disable'];

/**
 * The wave keys of a queue: `c` opens the focused item's wave (and closes it); while it is open,
 * the queue's decision keys decide every pending item it shows, and `w`, `Shift+s`, `Shift+b`
 * also act on every author. Each decides only what the view drew before the key went down.
 */
export function waveCommands<Row extends BaseRow>(
  def: EntityDef<Row>,
  c: Controller<Row>,
  inWave: () => boolean,
  cmd: MakeCommand,
): Command[] {
  const w = c.wave;
  const decides = () => waveTarget(c.state.wave);
  const list: Command[] = [
    cmd('wave.open', {
      title: 'wave.cmd.open',
      group: GROUP,
      shortcut: 'c',
      keywords: ['wave', 'cluster', 'campaign', 'spam', '波次'],
      enabled: () => inWave() || w.canOpen(),
      run: () => (inWave() ? w.close() : w.open()),
    }),
    cmd('wave.close', {
      title: 'wave.cmd.close',
      group: GROUP,
      shortcut: 'escape',
      hideInPalette: true,
      enabled: inWave,
      run: () => w.close(),
    }),
  ];
  for (const decision of WAVE_VIEW_DECISIONS) {
    if (!def.actions.includes(decision)) continue;
    list.push(
      cmd(`wave.${decision}`, {
        title: `wave.cmd.${decision}`,
        group: GROUP,
        shortcut: ACTIONS[decision].shortcut,
        keywords: ['wave', decision],
        enabled: inWave,
        decides,
        run: () => w.decide(decision),
      }),
    );
  }
  if (c.enforcement.canActOnItems && !def.reported) {
    list.push(
      cmd('wave.warn', {
        title: 'wave.cmd.warn',
        group: GROUP,
        shortcut: 'w',
        keywords: ['wave', 'warn', 'authors'],
        enabled: inWave,
        decides,
        run: () => w.actOnAuthors('warn'),
      }),
      cmd('wave.suspend', {
        title: 'wave.cmd.suspend',
        group: GROUP,
        shortcut: 'shift+s',
        keywords: ['wave', 'suspend', 'authors'],
        enabled: inWave,
        decides,
        run: () => w.actOnAuthors('suspend'),
      }),
      cmd('wave.ban', {
        title: 'wave.cmd.ban',
        group: GROUP,
        shortcut: 'shift+b',
        keywords: ['wave', 'ban', 'authors'],
        enabled: inWave,
        decides,
        run: () => w.actOnAuthors('ban'),
      }),
    );
  }
  return list;
}
