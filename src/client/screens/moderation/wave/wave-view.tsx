import { useLayoutEffect, useMemo } from 'react';
import type { Snapshot } from 'valtio';
import type { WaveAccount, WaveItem } from '#contract/api/waves';
import { targetShown } from '#client/commands/decision-gate';
import { isAvailable, shortcutsOf } from '#client/commands/command';
import { commandById, useRegistry } from '#client/commands/registry';
import { runCommand } from '#client/commands/run-command';
import { Keys } from '#client/commands/shortcut-keys';
import type { MessageKey } from '#client/i18n/message-key';
import { formatDateTime } from '#client/i18n/format';
import { formatShare } from '#client/i18n/format-number';
import { useT } from '#client/i18n/use-t';
import { latestRoute } from '#client/state/route-listener';
import { session } from '#client/state/session';
import { Button } from '#client/ui/button';
import { AccountStatusBadge, AuditBadge } from '../parts/badges';
import { ACTIONS } from '../queue/actions';
import type { WaveGetReply } from './wave-endpoints';
import { WaveLine } from './wave-line';
import { pendingItems, waveTarget } from './wave-state';
import { wordDiff } from './word-diff';
import { WaveLoading } from './wave-loading';

const DAY_MS = 86_400_000;
const SPACE = /^\s+$/u;

/** The wave's first item: what the others are compared with (the contract's similarity is to it too). */
function firstOf(items: readonly Readonly<WaveItem>[]): Readonly<WaveItem> | undefined {
  return [...items].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id)[0];
}

/** A command of the wave view as a button: a short label, its key, the same `run` as the key. */
function VerbButton({ id, label }: { id: string; label: string }) {
  useRegistry();
  const command = commandById(id);
  if (!command) return null;
  const ctx = { role: session.info?.role ?? null, screen: latestRoute()?.route.name ?? null };
  const keys = shortcutsOf(command)[0];
  return (
    <Button size="sm" disabled={!isAvailable(command, ctx)} onClick={() => runCommand(command, ctx)}>
      {label}
      {keys && <Keys shortcut={keys} />}
    </Button>
  );
}

/** An item's text with what differs from the first item marked (underlined, struck through: not colour alone). */
function DiffText({ from, to }: { from: string; to: string }) {
  const { t } = useT();
  const parts = useMemo(() => wordDiff(from, to), [from, to]);
  return (
    <p className="whitespace-pre-wrap break-words text-[14px] leading-relaxed text-fg">
      {parts.map((p, i) =>
        // Spacing alone is not a difference worth the eye: added space reads plain, lost space not at all.
        p.kind === 'same' || (p.kind === 'added' && SPACE.test(p.text)) ? (
          p.text
        ) : p.kind === 'removed' && SPACE.test(p.text) ? (
          ''
        ) : p.kind === 'added' ? (
          <ins
            key={i}
            title={t('wave.view.added')}
            className="rounded-sm bg-warning/25 px-0.5 text-fg underline decoration-2 underline-offset-2"
          >
            {p.text}
          </ins>
        ) : (
          <del key={i} title={t('wave.view.removed')} className="px-0.5 text-fg-3 line-through">
            {p.text}
          </del>
        ),
      )}
    </p>
  );
}

/** Whole days since `iso`, as the author line counts an account's age. */
function daysSince(iso: string): number {
  return Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / DAY_MS));
}

function AccountLine({ a }: { a: Readonly<WaveAccount> }) {
  const { t } = useT();
  const days = daysSince(a.registeredAt);
  const facts = [
    // A campaign's accounts are often hours old: "registered 0 days ago" reads as a fault.
    days === 0 ? t('wave.view.accountToday') : t('wave.view.accountAge', { n: days }),
    t('wave.view.strikes', { n: a.strikes }),
    t('wave.view.accountItems', { n: a.items }),
  ];
  if (a.restricted) facts.push(t('wave.view.restricted'));
  return (
    <li data-wave-account={a.id} className="flex flex-col gap-0.5 rounded-md border border-line px-3 py-2 text-[13px]">
      <span className="flex items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-medium text-fg">
          {a.nickname} <span className="font-normal text-fg-3">#{a.id}</span>
        </span>
        <AccountStatusBadge status={a.status} />
      </span>
      <span className="text-[12px] text-fg-2">{facts.join(' · ')}</span>
    </li>
  );
}

/**
 * The wave view (`c`): the wave's pending items side by side, each with what differs from the
 * wave's first item marked, and its accounts with their age, strikes and status. What it draws is
 * what a decision names: the gate hears of it once drawn, so a key typed before decides nothing.
 */
export default function WaveView({ id, view }: { id: number; view: Snapshot<WaveGetReply> | null }) {
  const { t, locale } = useT();
  const target = waveTarget({ id, view });
  useLayoutEffect(() => {
    if (target !== null) targetShown(target);
  }, [target]);
  if (!view) return <WaveLoading />;
  const pending = pendingItems(view);
  const first = firstOf(view.items);
  const decisions = (['approve', 'reject', 'disable'] as const).map((d) => ({
    id: `mod.wave.${d}`,
    label: t(ACTIONS[d].title),
  }));
  const authorActs: { id: string; label: MessageKey }[] = [
    { id: 'mod.wave.warn', label: 'wave.short.warn' },
    { id: 'mod.wave.suspend', label: 'wave.short.suspend' },
    { id: 'mod.wave.ban', label: 'wave.short.ban' },
  ];
  return (
    <section
      aria-label={t('wave.view.label', { id })}
      data-wave-view={id}
      className="flex min-w-0 flex-1 flex-col gap-3 rounded-xl border-2 border-warning/60 bg-surface p-5 max-md:p-3"
    >
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="text-base font-semibold text-fg">{t('wave.view.label', { id })}</h2>
        <span className="text-[13px] text-fg-2">
          {t('wave.view.pending', { n: pending.length, size: view.wave.size })}
        </span>
        <span className="ml-auto">
          <VerbButton id="mod.wave.close" label={t('wave.view.close')} />
        </span>
      </header>
      <WaveLine wave={view.wave} hint={false} />
      <div className="flex flex-wrap items-center gap-2 text-[12px] text-fg-2">
        <span>{t('wave.view.keys')}</span>
        {decisions.map((d) => (
          <VerbButton key={d.id} id={d.id} label={d.label} />
        ))}
        <span className="ml-2">{t('wave.view.authorKeys')}</span>
        {authorActs.map((a) => (
          <VerbButton key={a.id} id={a.id} label={t(a.label)} />
        ))}
      </div>
      <p className="text-[12px] text-fg-3">{t('wave.view.legend')}</p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-2">
          {first && (
            <figure data-wave-first={first.id} className="rounded-lg border border-line bg-fill/60 px-4 py-3">
              <figcaption className="mb-1 text-[12px] font-medium text-fg-2">
                {t('wave.view.first')} · #{first.id} · {formatDateTime(first.createdAt, locale)}
              </figcaption>
              <p className="whitespace-pre-wrap break-words text-[14px] leading-relaxed text-fg">{first.text}</p>
            </figure>
          )}
          <h3 className="mt-1 text-[13px] font-medium text-fg-2">{t('wave.view.items')}</h3>
          {pending.length === 0 ? (
            <p className="text-[13px] text-fg-3">{t('wave.view.nonePending')}</p>
          ) : (
            <ol aria-label={t('wave.view.items')} className="grid gap-2 md:grid-cols-2">
              {pending.map((item) => (
                <li key={item.id} data-wave-item={item.id} className="rounded-lg border border-line px-4 py-3">
                  <div className="mb-1 flex items-center gap-2 text-[12px] text-fg-3">
                    <span className="min-w-0 flex-1 truncate">
                      {t('wave.view.item', {
                        id: item.id,
                        account: item.accountId,
                        percent: formatShare(item.similarity, locale),
                      })}
                    </span>
                    <AuditBadge status={item.auditStatus} />
                  </div>
                  <DiffText from={first?.text ?? item.text} to={item.text} />
                </li>
              ))}
            </ol>
          )}
        </div>
        <section aria-label={t('wave.view.accounts', { n: view.accounts.length })} className="flex flex-col gap-2">
          <h3 className="text-[13px] font-medium text-fg-2">{t('wave.view.accounts', { n: view.accounts.length })}</h3>
          <ul className="flex flex-col gap-1.5">
            {view.accounts.map((a) => (
              <AccountLine key={a.id} a={a} />
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
