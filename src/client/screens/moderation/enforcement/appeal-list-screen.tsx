import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { AREA_ROLES } from '#contract/access';
import type { AppealItem } from '#contract/api/enforcement';
import { useHoldKeys } from '#client/commands/hold-keys';
import { CommandKeys } from '#client/commands/shortcut-keys';
import { useScreenCommands } from '#client/commands/use-screen-commands';
import { formatDateTime } from '#client/i18n/format';
import type { MessageKey } from '#client/i18n/message-key';
import { useT } from '#client/i18n/use-t';
import { mediaUrl } from '#client/api/media-url';
import { AccountDrawer } from '../parts/account-drawer';
import { Badge } from '../parts/badges';
import { reasonText } from './reason-text';
import { RENEW_MS } from '../queue/queue-lease';
import { watchTabActivity } from '../queue/tab-activity';
import { createAppealStore, type AppealMark } from './appeal-store';
import { AppealContext } from './appeal-context';
import { heldByOthersText } from '../queue/held-by-others';

const SCREEN = 'AppealList';
const UP_NEXT = 5;
const GROUP: MessageKey = 'enf.appeals.group';

function Mark({ mark }: { mark: AppealMark | undefined }) {
  const { t } = useT();
  if (!mark) return null;
  const failed = mark.state === 'failed';
  // Once refused, what was tried ("Accepting the appeal failed"): a past tense before "failed" reads wrong.
  const text =
    mark.decision === 'undo'
      ? t(failed ? 'mod.failed.undo' : 'mod.cmd.undo')
      : mark.decision === 'overturn'
        ? t(failed ? 'enf.appeals.acceptFailed' : 'enf.appeals.accepted')
        : t(failed ? 'enf.appeals.rejectFailed' : 'enf.appeals.rejected');
  const tone = failed ? 'bad' : mark.state === 'pending' ? 'info' : 'good';
  return <Badge tone={tone} text={text} />;
}

function AppealCard({ item, compact, mark }: { item: AppealItem; compact: boolean; mark: AppealMark | undefined }) {
  const { t, locale } = useT();
  return (
    <article
      data-appeal={item.id}
      aria-current={compact ? undefined : 'true'}
      className={`rounded-lg border bg-surface ${compact ? 'border-line px-3 py-2' : 'border-primary p-4 shadow-sm'}`}
    >
      <header className="flex flex-wrap items-center gap-2 text-[13px]">
        <img src={mediaUrl(item.account.avatarUrl)} alt="" className="size-6 rounded-full bg-fill" />
        <span className="font-medium text-fg">{item.account.nickname}</span>
        <Badge tone="warn" text={t(`enf.kind.${item.kind}`)} />
        {item.endsAt && (
          <span className="text-fg-2">{t('enf.row.until', { until: formatDateTime(item.endsAt, locale) })}</span>
        )}
        <span className="text-fg-3">{formatDateTime(item.createdAt, locale)}</span>
        <Mark mark={mark} />
      </header>
      <p className="mt-1 truncate text-[13px] text-fg-2">{reasonText(item, t)}</p>
      {!compact && (
        <div className="mt-3 rounded-md bg-fill p-3 text-[14px] text-fg">
          <p className="mb-1 text-[12px] text-fg-3">
            {t('enf.appeals.text')} · {item.appealedAt && formatDateTime(item.appealedAt, locale)}
          </p>
          <p className="whitespace-pre-wrap break-words">{item.appealText}</p>
        </div>
      )}
      {!compact && <AppealContext item={item} />}
    </article>
  );
}

/**
 * The Appeals queue: the focused appeal large, those not yet decided above it (and the last one
 * passed, with its mark), the next few beneath and how many more wait after them. `a` accepts it (the warning,
 * suspension or ban is lifted), `r` rejects it (it stands), `z` takes the last decision back, `u`
 * opens the account.
 */
export default function AppealListScreen() {
  const { t } = useT();
  const [store] = useState(createAppealStore);
  const snap = useSnapshot(store.state);
  useEffect(() => {
    void store.load();
    // As a content queue: renewed while the moderator works in this tab, an idle or hidden tab lets
    // its hand go (taken again on return), a closing page gives it back at once.
    const activity = watchTabActivity(() => void store.takeAgain());
    const timer = setInterval(() => (activity.active() ? void store.renew() : store.letGo()), RENEW_MS);
    const onPageHide = () => store.stop(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      activity.stop();
      clearInterval(timer);
      store.stop();
    };
  }, [store]);
  useHoldKeys(!snap.loaded);
  useScreenCommands(() => {
    const when = { screen: SCREEN, roles: AREA_ROLES.moderation };
    const has = () => store.focusedItem() !== null;
    return [
      {
        id: 'appeal.next',
        title: 'mod.cmd.next',
        group: GROUP,
        when,
        shortcut: ['j', 'arrowdown'],
        repeatable: true,
        hideInPalette: true,
        run: () => store.move(1),
      },
      {
        id: 'appeal.prev',
        title: 'mod.cmd.prev',
        group: GROUP,
        when,
        shortcut: ['k', 'arrowup'],
        repeatable: true,
        hideInPalette: true,
        run: () => store.move(-1),
      },
      {
        id: 'appeal.accept',
        title: 'enf.appeals.accept',
        group: GROUP,
        when,
        shortcut: 'a',
        keywords: ['overturn', 'appeal'],
        enabled: has,
        run: () => store.decide('overturn'),
      },
      {
        id: 'appeal.reject',
        title: 'enf.appeals.reject',
        group: GROUP,
        when,
        shortcut: 'r',
        keywords: ['uphold', 'appeal'],
        enabled: has,
        run: () => store.decide('uphold'),
      },
      {
        id: 'appeal.undo',
        title: 'mod.cmd.undo',
        group: GROUP,
        when,
        shortcut: ['z', 'mod+z'],
        run: () => void store.undoLast(),
      },
      {
        id: 'appeal.account',
        title: 'mod.cmd.author',
        group: GROUP,
        when,
        shortcut: 'u',
        enabled: has,
        run: () => store.toggleAccount(),
      },
      {
        id: 'appeal.escape',
        title: 'mod.cmd.escape',
        group: GROUP,
        when,
        shortcut: 'escape',
        hideInPalette: true,
        enabled: () => store.state.accountId !== null,
        run: () => store.closeAccount(),
      },
    ];
  }, [store]);

  const items = snap.items as readonly AppealItem[];
  const at = items.findIndex((i) => i.id === snap.focused);
  const focused = at >= 0 ? items[at] : undefined;
  // Above the cursor: every appeal not yet decided (moving past one with `j` leaves it waiting, and
  // the count says so), and the one just before it, decided or not, to show what was done to it.
  const above = items.slice(0, Math.max(at, 0)).filter((i, n) => n === at - 1 || !snap.marks[i.id]);
  const next = items.slice(at + 1, at + 1 + UP_NEXT);
  const more = items.slice(at + 1 + UP_NEXT).filter((i) => !snap.marks[i.id]).length;
  return (
    <div className="flex flex-col gap-3">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold text-fg">{t('enf.appeals.title')}</h1>
        <span className="text-[13px] text-fg-3" role="status">
          {t('enf.appeals.left', { n: snap.total })}
        </span>
        <span className="ml-auto flex gap-3 text-[12px] text-fg-3">
          <span>
            <CommandKeys id="appeal.accept" /> {t('enf.appeals.accept')}
          </span>
          <span>
            <CommandKeys id="appeal.reject" /> {t('enf.appeals.reject')}
          </span>
          <span>
            <CommandKeys id="appeal.undo" /> {t('mod.cmd.undo')}
          </span>
        </span>
      </header>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
        <section aria-label={t('enf.appeals.title')} className="flex min-w-0 flex-1 flex-col gap-2">
          {above.map((i) => (
            <AppealCard key={i.id} item={i} compact mark={snap.marks[i.id]} />
          ))}
          {focused ? (
            <AppealCard item={focused} compact={false} mark={snap.marks[focused.id]} />
          ) : (
            snap.loaded && (
              <p className="py-10 text-center text-fg-3">
                {snap.heldByOthers.items > 0 ? heldByOthersText(t, snap.heldByOthers) : t('enf.appeals.empty')}
              </p>
            )
          )}
          {next.map((i) => (
            <AppealCard key={i.id} item={i} compact mark={snap.marks[i.id]} />
          ))}
          {more > 0 && <p className="text-[12px] text-fg-3">{t('enf.appeals.more', { n: more })}</p>}
        </section>
        {snap.accountId !== null && <AccountDrawer accountId={snap.accountId} onClose={store.closeAccount} />}
      </div>
    </div>
  );
}
