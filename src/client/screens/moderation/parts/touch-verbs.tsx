import { useRef, type PointerEvent, type MouseEvent } from 'react';
import { keyTime, type KeyTime } from '#client/commands/decision-gate';
import { isAvailable, shortcutsOf } from '#client/commands/command';
import { commandById, useRegistry } from '#client/commands/registry';
import { Keys } from '#client/commands/shortcut-keys';
import { useT } from '#client/i18n/use-t';
import { latestRoute } from '#client/state/route-listener';
import { session } from '#client/state/session';
import type { ActionId } from '../queue/actions';
import { actionCommand } from '../queue/touch-decide';

/**
 * What lets an item be reads green, what turns it down red; the rest plain. The tints are mixed
 * over the surface, not see-through: the bar they sit in stays over the card as the page scrolls
 * (and the swipe's label floats over the card). Ink on a tint reads in every theme.
 */
export const GOOD = 'border-success/50 bg-[color-mix(in_oklab,var(--success)_15%,var(--surface))] text-success';
export const BAD = 'border-danger/50 bg-[color-mix(in_oklab,var(--danger)_15%,var(--surface))] text-danger';
const TONE: Partial<Record<ActionId, string>> = {
  approve: GOOD,
  enable: GOOD,
  finishValid: GOOD,
  reject: BAD,
  disable: BAD,
  finishInvalid: BAD,
  disableTargetFinish: BAD,
};
const PLAIN = 'border-line bg-surface text-fg';

/**
 * The time a tap began: its pointer's down, or the click itself for a key on the focused button.
 * Read once, so a down on one button is not taken for a click on another.
 */
function useTapTime() {
  const down = useRef<KeyTime | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => {
      down.current = keyTime(e);
    },
    at: (e: MouseEvent): KeyTime => {
      const at = down.current ?? keyTime(e);
      down.current = null;
      return at;
    },
  };
}

/**
 * One large button per command, 44 px high at least, with the command's title and its key as a
 * hint. A tap goes to `onTap` with when the finger went down.
 */
export function TouchButtons({
  commands,
  tone = () => PLAIN,
  onTap,
  className,
  label,
}: {
  commands: readonly string[];
  tone?: (id: string) => string;
  onTap: (commandId: string, at: KeyTime) => void;
  className: string;
  label: string;
}) {
  const { t } = useT();
  useRegistry();
  const tap = useTapTime();
  const ctx = { role: session.info?.role ?? null, screen: latestRoute()?.route.name ?? null };
  const shown = commands.map((id) => commandById(id)).filter((c) => c !== undefined);
  if (shown.length === 0) return null;
  return (
    <div role="group" aria-label={label} className={className}>
      {shown.map((command) => {
        const keys = shortcutsOf(command)[0];
        return (
          <button
            key={command.id}
            type="button"
            data-touch-verb={command.id}
            disabled={!isAvailable(command, ctx)}
            onPointerDown={tap.onPointerDown}
            onClick={(e) => onTap(command.id, tap.at(e))}
            className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border px-3 py-2 text-[15px] font-medium disabled:opacity-50 ${tone(command.id)}`}
          >
            {t(command.title, command.titleParams)}
            {keys && <Keys shortcut={keys} />}
          </button>
        );
      })}
    </div>
  );
}

/** The queue's decision verbs, large, from the commands their keys run. */
export function TouchVerbs({
  actions,
  onTap,
}: {
  actions: readonly ActionId[];
  onTap: (commandId: string, at: KeyTime) => void;
}) {
  const { t } = useT();
  const toneOf = new Map(actions.map((a) => [actionCommand(a), TONE[a] ?? PLAIN]));
  return (
    <TouchButtons
      commands={actions.map(actionCommand)}
      tone={(id) => toneOf.get(id) ?? PLAIN}
      onTap={onTap}
      label={t('mod.touch.verbs')}
      className="grid grid-cols-2 gap-2"
    />
  );
}

/** The queue's other verbs (skip, undo, the author's warning, suspension and ban), when it has them. */
export const MORE_COMMANDS = [
  'mod.skip',
  'mod.undo',
  'mod.enforce.warn',
  'mod.enforce.suspend',
  'mod.enforce.ban',
] as const;
