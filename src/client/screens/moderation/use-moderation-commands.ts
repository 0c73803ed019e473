import { AREA_ROLES } from '#contract/access';
import { ACCOUNT_STATUSES } from '#contract/entities';
import type { Command } from '../../commands/command';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { useScreenCommands } from '../../commands/use-screen-commands';
import { settings } from '../../state/settings';
import { updateSettings } from '../../state/settings-actions';
import type { BaseRow, EntityDef } from './entity-def';
import { ACTIONS, STATUS_KEYS, reasonCode, reasonKey, reasonsOf } from './queue/actions';
import { decisionTarget, type Controller } from './moderation-controller';
import { waveCommands } from './wave/wave-commands';

const GROUP: MessageKey = 'mod.group';
const MOVE: MessageKey = 'mod.group.move';

/**
 * Every key of a list screen, declared once as commands scoped to the screen: the dispatcher
 * fires them, the palette offers them (movement keys excepted) and the `?` sheet lists them.
 */
/** `m` then a letter: with Enter in the dialog, a status change is three keys (and an optional reason). */

export function useModerationCommands<Row extends BaseRow>(
  def: EntityDef<Row>,
  c: Controller<Row>,
  queueMode: boolean,
): void {
  const { t } = useT();
  useScreenCommands(() => {
    const when = { screen: def.screen, roles: AREA_ROLES.moderation };
    // The wave view (`c`) takes the decision keys while it is open: they decide the wave, not the item.
    const inWave = () => queueMode && c.state.wave !== null;
    const notInWave = () => !inWave();
    // The queue's cursor stays where the wave was opened: what shows when it closes is that item.
    const hasTarget = () => !inWave() && (c.state.focused !== null || c.state.selected.length > 0);
    const decides = () => decisionTarget(c.state);
    const cmd = (id: string, rest: Omit<Command, 'id' | 'when' | 'group'> & { group?: MessageKey }): Command => ({
      id: `mod.${id}`,
      when,
      group: GROUP,
      ...rest,
    });
    const list: Command[] = [
      cmd('next', {
        title: 'mod.cmd.next',
        group: MOVE,
        shortcut: ['j', 'arrowdown'],
        repeatable: true,
        hideInPalette: true,
        enabled: notInWave,
        run: () => c.cursor.move(1),
      }),
      cmd('prev', {
        title: 'mod.cmd.prev',
        group: MOVE,
        shortcut: ['k', 'arrowup'],
        repeatable: true,
        hideInPalette: true,
        enabled: notInWave,
        run: () => c.cursor.move(-1),
      }),
      cmd('extendNext', {
        title: 'mod.cmd.extendNext',
        group: MOVE,
        shortcut: 'shift+j',
        repeatable: true,
        hideInPalette: true,
        enabled: notInWave,
        run: () => c.cursor.extend(1),
      }),
      cmd('extendPrev', {
        title: 'mod.cmd.extendPrev',
        group: MOVE,
        shortcut: 'shift+k',
        repeatable: true,
        hideInPalette: true,
        enabled: notInWave,
        run: () => c.cursor.extend(-1),
      }),
      cmd('select', {
        title: 'mod.cmd.select',
        group: MOVE,
        shortcut: 'x',
        enabled: hasTarget,
        run: () => c.cursor.toggleSelect(),
      }),
      cmd('selectAll', {
        title: 'mod.cmd.selectAll',
        group: MOVE,
        shortcut: '* a',
        enabled: notInWave,
        run: () => c.cursor.selectAll(),
      }),
      cmd('selectMatching', {
        title: 'mod.cmd.selectMatching',
        group: MOVE,
        shortcut: '* m',
        enabled: () => !queueMode,
        run: () => void c.selectMatching(),
      }),
      cmd('selectNone', {
        title: 'mod.cmd.selectNone',
        group: MOVE,
        shortcut: '* n',
        enabled: notInWave,
        run: () => c.cursor.selectNone(),
      }),
      cmd('open', {
        title: 'mod.cmd.open',
        group: MOVE,
        shortcut: ['enter', 'o'],
        enabled: () => !inWave() && c.state.focused !== null,
        run: () => c.cursor.toggleDetail(),
      }),
      cmd('escape', {
        title: 'mod.cmd.escape',
        group: MOVE,
        shortcut: 'escape',
        hideInPalette: true,
        enabled: () => !inWave() && c.cursor.canEscape(),
        run: () => c.cursor.escape(),
      }),
      cmd('author', {
        title: 'mod.cmd.author',
        shortcut: 'u',
        enabled: () => c.focusedAccount() !== null,
        run: () => c.openAccount(),
      }),
      cmd('reveal', {
        title: 'mod.cmd.reveal',
        shortcut: 'v',
        enabled: () => c.state.focused !== null,
        run: () => c.toggleReveal(),
      }),
      cmd('blur', {
        title: 'mod.cmd.blur',
        keywords: ['blur', 'media', 'images'],
        run: () => updateSettings({ blurMedia: !settings.blurMedia }),
      }),
    ];
    if (def.kind !== 'message') {
      list.push(
        cmd('queue', {
          title: queueMode ? 'mod.cmd.leaveQueue' : 'mod.cmd.queue',
          keywords: ['queue'],
          shortcut: 'q',
          // Leaving hands back the whole hand: never the palette's first answer to "queue".
          destructive: queueMode,
          run: () => c.toggleQueue(),
        }),
      );
      if (queueMode) {
        list.push(cmd('skip', { title: 'mod.cmd.skip', shortcut: 's', enabled: hasTarget, run: () => c.skip() }));
        list.push(
          cmd('order', {
            title: 'mod.cmd.order',
            keywords: ['risk', 'order', 'oldest', 'riskiest', '风险', '排序'],
            shortcut: 'shift+o',
            run: () => c.toggleOrder(),
          }),
          // Shift+n: plain `n` belongs to other screens and to the `* n` / `m n` sequences.
          ...waveCommands(def, c, inWave, cmd),
          cmd('takeNew', {
            title: 'live.cmd.takeNew',
            keywords: ['new', 'live', '新'],
            shortcut: 'shift+n',
            enabled: () => c.state.entered.length > 0,
            run: () => c.takeNewItems(),
          }),
        );
      }
    }
    for (const id of def.actions) {
      const a = ACTIONS[id];
      list.push(
        cmd(`action.${id}`, {
          title: a.title,
          shortcut: a.shortcut,
          enabled: hasTarget,
          decides,
          run: () => void c.act(id),
        }),
      );
    }
    if (def.actions.length > 0) {
      list.push(cmd('undo', { title: 'mod.cmd.undo', shortcut: ['z', 'mod+z'], run: () => void c.writer.undo() }));
      for (const n of reasonsOf(def.kind)) {
        list.push(
          cmd(`reason.${n}`, {
            // Named by its words, as the strip under the card shows it; its code finds it in English.
            title: 'mod.cmd.reason',
            titleParams: { n, reason: t(reasonKey(n, def.kind)) },
            shortcut: String(n),
            keywords: ['reason', reasonCode(n, def.kind)],
            run: () => c.pickReason(n),
          }),
        );
      }
    }
    const e = c.enforcement;
    if (e.canActOnItems) {
      list.push(
        cmd('enforce.warn', {
          title: def.reported ? 'enf.cmd.reportWarn' : 'enf.cmd.warn',
          shortcut: 'w',
          keywords: ['warn', 'strike', 'author'],
          enabled: () => !inWave() && e.canActOnFocused(),
          decides,
          run: () => e.warnFocused(),
        }),
        cmd('enforce.suspend', {
          title: def.reported ? 'enf.cmd.reportSuspend' : 'enf.cmd.suspend',
          shortcut: 'shift+s',
          keywords: ['suspend', 'author'],
          enabled: () => !inWave() && e.canActOnFocused(),
          decides,
          run: () => e.askSuspendFocused(),
        }),
        cmd('enforce.ban', {
          title: def.reported ? 'enf.cmd.reportBan' : 'enf.cmd.ban',
          // Shift, as for a suspension: the heavier acts are never a bare letter. The drawer's
          // author takes the same key while the drawer is open, so only one of the two applies.
          shortcut: 'shift+b',
          keywords: ['ban', 'author'],
          enabled: () => !inWave() && c.state.accountId === null && e.canActOnFocused(),
          decides,
          run: () => e.askBanFocused(),
        }),
      );
    }
    if (!def.accountStatus) {
      // The author open in the drawer (`u`): its buttons and the palette act on the person alone. The
      // keys `w` and `Shift+s` stay the item's (they decide it too: an act on its author taken from an
      // item leaves no item of it waiting), so these two carry no key.
      const drawerOpen = () => !inWave() && c.state.accountId !== null;
      list.push(
        cmd('enforce.warnAuthor', {
          title: 'enf.cmd.warnAuthor',
          keywords: ['warn', 'strike'],
          enabled: drawerOpen,
          run: () => e.warnAuthor(),
        }),
        cmd('enforce.suspendAuthor', {
          title: 'enf.cmd.suspendAuthor',
          keywords: ['suspend'],
          enabled: drawerOpen,
          run: () => e.askSuspendAuthor(),
        }),
        cmd('enforce.banAuthor', {
          title: 'enf.cmd.banAuthor',
          shortcut: 'shift+b',
          keywords: ['ban'],
          enabled: drawerOpen,
          run: () => e.askBanAuthor(),
        }),
      );
    }
    for (const status of ACCOUNT_STATUSES) {
      // The accounts list sets the status of its rows; a content list, of the author in the drawer.
      list.push(
        def.accountStatus
          ? cmd(`status.${status}`, {
              title: `mod.cmd.status.${status}`,
              shortcut: STATUS_KEYS[status],
              keywords: ['status', status],
              enabled: hasTarget,
              run: () => c.askStatus(status),
            })
          : cmd(`authorStatus.${status}`, {
              title: `mod.cmd.authorStatus.${status}`,
              shortcut: STATUS_KEYS[status],
              keywords: ['status', 'author', status],
              enabled: () => c.state.accountId !== null,
              run: () => c.askAuthorStatus(status),
            }),
      );
    }
    return list;
    // `t`: the reasons' titles are in the language in use, so a switch registers them anew.
  }, [def, c, queueMode, t]);
}
