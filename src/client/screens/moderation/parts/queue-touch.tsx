import type { ReactNode } from 'react';
import type { KeyTime } from '#client/commands/decision-gate';
import { commandById } from '#client/commands/registry';
import { useT } from '#client/i18n/use-t';
import { ACTIONS, type ActionId } from '../queue/actions';
import { actionCommand, swipeVerbs } from '../queue/touch-decide';
import { SwipeCard, type SwipeSide } from './swipe-card';
import { MORE_COMMANDS, TouchButtons, TouchVerbs } from './touch-verbs';
import { UndoToast } from './undo-toast';
import { useTouchDecisions } from './use-touch-decisions';

/**
 * A queue worked by touch (below 768 px): the focused card swipes, its verbs are large buttons
 * under it (kept in reach at the bottom of the screen, with the undo toast above them), and the
 * rest of the queue's verbs follow the reason strip. Every one runs the command its key runs.
 */
export function useQueueTouch(
  actions: readonly ActionId[],
  focusedId: number | null,
  writer: { readonly acts: number; readonly undoSize: number },
) {
  const { t } = useT();
  const touch = useTouchDecisions(writer);
  const swipe = swipeVerbs(actions);

  function tap(commandId: string, at: KeyTime): void {
    if (focusedId === null && commandId !== 'mod.undo') return;
    const action = actions.find((a) => actionCommand(a) === commandId);
    const command = commandById(commandId);
    const done = action ? t(ACTIONS[action].done) : command ? t(command.title, command.titleParams) : '';
    touch.decide(commandId, at, t('mod.touch.decided', { done, id: focusedId ?? '' }));
  }

  const labels: Record<SwipeSide, string | null> = {
    right: swipe.right && t(ACTIONS[swipe.right].title),
    left: swipe.left && t(ACTIONS[swipe.left].title),
  };

  return {
    /** The focused card, swipeable. */
    card: (children: ReactNode) => (
      <SwipeCard
        labels={labels}
        onSwipe={(side, at) => {
          const verb = swipe[side];
          if (verb) tap(actionCommand(verb), at);
        }}
      >
        {children}
      </SwipeCard>
    ),
    /** The verbs, with the undo toast over them and what a swipe does. */
    verbs: (
      <div data-touch-bar className="sticky bottom-0 z-10 -mx-1 flex flex-col gap-2 bg-bg px-1 py-2">
        <UndoToast toast={touch.toast} onUndo={touch.undo} />
        {labels.right && labels.left && (
          <p className="text-center text-[12px] text-fg-3">
            {t('mod.touch.swipeHint', { right: labels.right, left: labels.left })}
          </p>
        )}
        <TouchVerbs actions={actions} onTap={tap} />
      </div>
    ),
    /** Skip, undo and the author's enforcement, when the queue has them. */
    more: (
      <TouchButtons
        commands={MORE_COMMANDS}
        onTap={tap}
        label={t('mod.touch.more')}
        // One a line: their titles are sentences ("Reject (disable) and warn the author").
        className="flex flex-col gap-2 [&>button]:justify-between [&>button]:text-left"
      />
    ),
  };
}
