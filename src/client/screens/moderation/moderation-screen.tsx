import { lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { sceneShown, targetShown } from '../../commands/decision-gate';
import { decisionTarget } from './moderation-controller';
import { useSWRConfig } from 'swr';
import { SuspendPicker } from './enforcement/suspend-picker';
import { BanConfirmDialog } from './enforcement/ban-confirm-dialog';
import { useRefreshAccount } from './api/enforcement-endpoints';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { itemName } from '../../ui/item-name';
import { CommandKeys } from '../../commands/shortcut-keys';
import { settings } from '../../state/settings';
import { updateSettings } from '../../state/settings-actions';
import { Button } from '../../ui/button';
import { ColumnChooser } from '../../ui/list/column-chooser';
import { DensitySwitch } from '../../ui/list/density-switch';
import { DetailPane } from '../../ui/list/detail-pane';
import { FilterBar } from '../../ui/list/filter-bar';
import { useScreenQuery } from '../../ui/screen-query';
import type { RuleHitRef } from '#contract/rules/rule-kinds';
import type { BaseRow, EntityDef } from './entity-def';
import { AccountDrawer } from './parts/account-drawer';
import { accountInfoKey } from './api/account-endpoints';
import { RevealContext } from './parts/reveal-context';
import { StatusDialog } from './parts/status-dialog';
import { BulkConfirmDialog } from './parts/bulk-confirm-dialog';
import { reasonKey } from './queue/actions';
import { ListView } from './list-view';
import { QueueView } from './queue-view';
import { useModeration } from './use-moderation';
import { useModerationCommands } from './use-moderation-commands';
import { ViewsMenu } from '../../saved-views/views-menu';
import { isSavedViewList } from '#contract/saved-view-lists';
import { PHONE, useMediaQuery } from '../../ui/use-media-query';
import { WaveLoading } from './wave/wave-loading';
import { WaveAnnouncer } from './wave/wave-announcer';
import { waveConfirmText } from './wave/wave-confirm-text';

// Its own chunk: the diff and the view are loaded the first time a wave is opened.
const WaveView = lazy(() => import('./wave/wave-view'));

/**
 * Tells the decision gate what a decision would name once it is drawn; its own component, so
 * that the screen is not drawn again for every key that moves the cursor.
 */
function DrawnTarget({ state }: { state: { focused: number | null; selected: number[]; wave: unknown } }) {
  const snap = useSnapshot(state);
  const target = decisionTarget(snap);
  // While the wave view is open it tells what it drew; closed, the item is shown again.
  const wave = snap.wave !== null;
  useLayoutEffect(() => {
    if (!wave) targetShown(target);
  }, [target, wave]);
  return null;
}

/** The nickname of the account row `id` of the list (the accounts list's rows have one), if any. */
function nicknameOf(rows: readonly object[], id: number): string | undefined {
  const row = rows.find((r) => (r as { id?: unknown }).id === id) as { nickname?: unknown } | undefined;
  return typeof row?.nickname === 'string' ? row.nickname : undefined;
}

/** The one list screen of the account and audit centers, drawn from an entity definition. */
export function ModerationScreen<Row extends BaseRow>({ def }: { def: EntityDef<Row> }) {
  const { t } = useT();
  const m = useModeration(def);
  const c = m.controller;
  const snap = useSnapshot(c.state);
  const { blurMedia } = useSnapshot(settings);
  const { mutate } = useSWRConfig();
  useModerationCommands(def, c, m.queueMode);
  const refreshAccount = useRefreshAccount();
  // The scene a deciding key was pressed at: its mode and whether a dialog stands over it.
  const dialogOpen = !!(
    snap.bulkConfirm ||
    snap.suspendPicker ||
    snap.banConfirm ||
    snap.statusDialog ||
    snap.wave?.picker ||
    snap.wave?.confirm
  );
  const wave = m.queueMode ? snap.wave : null;
  const waveId = wave?.id ?? null;
  useLayoutEffect(() => sceneShown('mode', `${def.screen}:${m.queueMode}:${m.order}`), [def, m.queueMode, m.order]);
  useLayoutEffect(() => sceneShown('dialog', String(dialogOpen)), [dialogOpen]);
  useLayoutEffect(() => sceneShown('wave', String(waveId)), [waveId]);
  useEffect(() => {
    c.enforcement.setRefresh(refreshAccount);
  });
  // The cursor is read only for the detail pane: the screen is not drawn again for every key that moves it.
  const focused = snap.detail ? (snap.rows as readonly Row[]).find((r) => r.id === snap.focused) : undefined;
  // When the screen is drawn again (a pane, a dialog, a reason armed), what does not change with
  // those (the filter bar, the context the media read) keeps its identity, so React passes it by.
  const ruleName = useFilteredRuleName(snap.rows as readonly { ruleHits?: RuleHitRef[] | undefined }[]);
  const filterBar = useMemo(
    () => (
      <FilterBar defs={def.filters} refused={m.refused} appliesInvalid names={{ ruleId: ruleName }}>
        {isSavedViewList(def.screen) && <ViewsMenu list={def.screen} tableId={def.screen} />}
        {!m.queueMode && (
          <>
            <DensitySwitch tableId={def.screen} />
            <ColumnChooser tableId={def.screen} columns={def.columns} />
          </>
        )}
      </FilterBar>
    ),
    [def, m.refused, m.queueMode, ruleName],
  );
  // On a phone the queue's card, or the table, comes first: the filters wait behind a button.
  const filtersBehind = useMediaQuery(PHONE);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const revealed = snap.revealed;
  const reveal = useMemo(() => ({ blur: blurMedia, revealed, reveal: c.reveal }), [blurMedia, revealed, c.reveal]);
  // The account drawer (`u`) takes the place of the detail pane: one side pane at a time.
  let pane = null;
  if (snap.accountId !== null)
    pane = (
      <AccountDrawer
        accountId={snap.accountId}
        onClose={c.closeAccount}
        {...(def.accountStatus ? {} : { onStatus: c.askAuthorStatus })}
      />
    );
  else if (snap.detail && focused) {
    pane = (
      <DetailPane title={itemName(def.kind, focused.id, t)} onClose={c.closeDetail}>
        {def.detail(focused)}
      </DetailPane>
    );
  }

  return (
    <RevealContext.Provider value={reveal}>
      <div className="flex flex-col gap-3">
        <header className="flex flex-wrap items-center gap-3">
          <h1 className="text-lg font-semibold text-fg">
            {m.queueMode ? t('mod.queue.title', { list: t(def.title) }) : t(def.title)}
          </h1>
          {def.kind === 'message' && (
            <span className="rounded bg-warning/10 px-2 py-0.5 text-[12px] text-fg-2">{t('mod.message.logged')}</span>
          )}
          {snap.reason !== null && (
            <span role="status" className="rounded bg-primary-soft px-2 py-0.5 text-[12px] text-primary">
              {t('mod.reason.armed', { reason: t(reasonKey(snap.reason, def.kind)) })}
            </span>
          )}
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
            {filtersBehind && (
              <Button
                size="sm"
                className="max-md:h-11 max-md:whitespace-nowrap"
                aria-expanded={filtersOpen}
                aria-controls={filtersId}
                onClick={() => setFiltersOpen((open) => !open)}
              >
                {t('mod.touch.filters')}
              </Button>
            )}
            <Button
              size="sm"
              variant="text"
              className="max-md:h-11 max-md:whitespace-nowrap"
              aria-pressed={!blurMedia}
              onClick={() => updateSettings({ blurMedia: !blurMedia })}
            >
              {t(blurMedia ? 'mod.blur.on' : 'mod.blur.off')}
            </Button>
            {def.kind !== 'message' && (
              <Button
                size="sm"
                className="max-md:h-11 max-md:whitespace-nowrap"
                variant={m.queueMode ? 'secondary' : 'primary'}
                onClick={() => c.toggleQueue()}
              >
                {/* On a phone, the short words: the long ones would take two lines over the card. */}
                {t(m.queueMode ? (filtersBehind ? 'mod.queue.leave' : 'mod.cmd.leaveQueue') : 'mod.cmd.queue')}{' '}
                {/* Key hints are for a keyboard: on a phone's width, the queue's own hints are hidden too. */}
                <span className="contents max-md:hidden">
                  <CommandKeys id="mod.queue" />
                </span>
              </Button>
            )}
          </div>
        </header>
        {filtersBehind ? (
          // A refused filter's message is not kept out of sight.
          <div id={filtersId} hidden={!filtersOpen && !m.refused}>
            {filterBar}
          </div>
        ) : (
          filterBar
        )}
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
          {wave ? (
            <Suspense fallback={<WaveLoading />}>
              <WaveView id={wave.id} view={wave.view} />
            </Suspense>
          ) : m.queueMode ? (
            <QueueView def={def} m={m} />
          ) : (
            <ListView def={def} m={m} />
          )}
          {pane}
        </div>
      </div>
      {m.queueMode && <WaveAnnouncer wave={wave} />}
      <DrawnTarget state={c.state} />
      {snap.bulkConfirm && (
        <BulkConfirmDialog
          action={snap.bulkConfirm.action}
          count={snap.bulkConfirm.count}
          onCancel={c.cancelBulk}
          onConfirm={c.confirmBulk}
        />
      )}
      {snap.suspendPicker && (
        <SuspendPicker
          name={`#${snap.suspendPicker.accountId}`}
          reason={snap.reason === null ? null : t(reasonKey(snap.reason, def.kind))}
          also={c.enforcement.suspendAlso()}
          onPick={c.enforcement.suspend}
          onCancel={c.enforcement.cancelSuspend}
        />
      )}
      {snap.banConfirm && (
        <BanConfirmDialog
          name={`#${snap.banConfirm.accountId}`}
          reason={snap.reason === null ? null : t(reasonKey(snap.reason, def.kind))}
          also={c.enforcement.banAlso()}
          onConfirm={c.enforcement.ban}
          onCancel={c.enforcement.cancelBan}
        />
      )}
      {wave?.picker && (
        <SuspendPicker
          name={t('wave.picker.name', { n: new Set(wave.view?.items.map((i) => i.accountId)).size })}
          reason={snap.reason === null ? null : t(reasonKey(snap.reason, def.kind))}
          also={null}
          hint={t('wave.picker.hint')}
          daysOnly
          onPick={c.wave.pickLength}
          onCancel={c.wave.cancelPicker}
        />
      )}
      {wave?.confirm && (
        <BulkConfirmDialog
          action={wave.confirm.decision}
          count={wave.confirm.items}
          text={waveConfirmText(t, wave.confirm)}
          onCancel={c.wave.cancel}
          onConfirm={c.wave.confirm}
        />
      )}
      {snap.statusDialog && (
        <StatusDialog
          status={snap.statusDialog.status}
          count={snap.statusDialog.ids.length}
          {...(snap.statusDialog.ids.length === 1 && {
            account: { id: snap.statusDialog.ids[0]!, name: nicknameOf(snap.rows, snap.statusDialog.ids[0]!) },
          })}
          author={snap.statusDialog.author ?? false}
          onCancel={c.cancelStatus}
          onConfirm={(reason) => {
            const author = snap.statusDialog?.author ? snap.statusDialog.ids[0] : undefined;
            // The drawer and the author lines read the account again once its status is written.
            void c.confirmStatus(reason).then(() => author !== undefined && mutate(accountInfoKey(author)));
          }}
        />
      )}
    </RevealContext.Provider>
  );
}

/**
 * The name of the rule a list is filtered by (`?ruleId=16`), read from the rows it shows: each of
 * them carries that rule's hit, with its name. The filter field shows it beside the id; with no
 * row on screen the id stands alone.
 */
function useFilteredRuleName(rows: readonly { ruleHits?: RuleHitRef[] | undefined }[]): string | undefined {
  const { query } = useScreenQuery();
  const id = Number(query.get('ruleId'));
  if (!Number.isInteger(id) || id <= 0) return undefined;
  for (const row of rows) {
    const hit = row.ruleHits?.find((h) => h.ruleId === id);
    if (hit) return hit.name;
  }
  return undefined;
}
