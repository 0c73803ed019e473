import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import type { AccountStatus } from '#contract/entities';
import { REASON_MAX } from '#contract/moderation-reasons';
import { useT } from '#client/i18n/use-t';
import { Button } from '#client/ui/button';
import { DiscardQuestion } from '#client/ui/modal';
import type { Reason } from '../api/update-endpoints';
import { REASONS, contentReasonCode, reasonKey } from '../queue/actions';
import { useCachedAccountInfo } from '../api/account-endpoints';

/**
 * Confirms an account status change: what it does to the accounts, and a reason for the action
 * log. A modal, so the list keys are quiet while it is open.
 */
export function StatusDialog({
  status,
  count,
  account,
  author = false,
  onConfirm,
  onCancel,
}: {
  status: AccountStatus;
  count: number;
  /** The one account it is for (`count` 1), by id and, when the row has it, its nickname. */
  account?: { id: number; name?: string | undefined };
  /** The author in the drawer: written at once, outside the queue's undo. */
  author?: boolean;
  onConfirm: (reason: Reason) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  // The drawer's author: its nickname is in the cache the drawer read it into.
  const { data: info } = useCachedAccountInfo(author && account && !account.name ? account.id : null);
  const name = account?.name ?? info?.account.nickname;
  const params = { status: t(`mod.status.${status}`), n: count, id: account?.id ?? 0, name: name ?? '' };
  const title =
    count !== 1 || !account
      ? t('mod.statusDialog.title', params)
      : t(name ? 'mod.statusDialog.titleOne' : 'mod.statusDialog.titleOneId', params);
  const [reason, setReason] = useState('');
  // Refused here, where it can still be shortened: sent, the refusal would come after the dialog
  // closed and the cursor moved on, the text lost with it.
  const [tooLong, setTooLong] = useState(false);
  // Muting, banning or deleting says why, as the server requires; a return to NORMAL (the undo of
  // one) needs no reason, as taking an enforcement back needs none.
  const [missing, setMissing] = useState(false);
  const needsReason = status !== 'NORMAL';
  const presets = REASONS.map((n) => t(reasonKey(n)));
  // A reason of one's own words is asked about before Esc drops it; a preset is one key to pick again.
  const [asking, setAsking] = useState(false);
  const ownWords = reason.trim() !== '' && !presets.includes(reason.trim());
  const requestCancel = () => (ownWords ? setAsking(true) : onCancel());
  // A digit picks a preset reason while the field is empty or holds one; otherwise it is typed.
  const pickPreset = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = Number(e.key);
    if (!Number.isInteger(n) || n < 1 || n > presets.length || e.ctrlKey || e.metaKey || e.altKey) return;
    if (reason !== '' && !presets.includes(reason)) return;
    e.preventDefault();
    setReason(presets[n - 1]!);
  };
  return (
    <Dialog open onClose={requestCancel} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel
          as="form"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            const text = reason.trim();
            if (text.length > REASON_MAX) return setTooLong(true);
            if (needsReason && text === '') return setMissing(true);
            // A preset as offered is stored by its code; anything else is the moderator's note.
            const preset = presets.indexOf(text);
            onConfirm(preset >= 0 ? { code: contentReasonCode(preset + 1) } : { note: text || undefined });
          }}
          className="w-full max-w-[480px] rounded-xl border border-line bg-raised p-6 shadow-2xl"
        >
          <DialogTitle className="text-base font-semibold text-fg">{title}</DialogTitle>
          <Description className="mt-2 text-[13px] text-fg-2">{t('mod.statusDialog.consequences')}</Description>
          <ul className="mt-2 list-disc pl-5 text-[13px] text-fg-2">
            <li>{t(`mod.consequence.${status}`)}</li>
            <li>{t(author ? 'mod.consequence.loggedAuthor' : 'mod.consequence.logged')}</li>
          </ul>
          <label className="mt-4 block text-[13px] text-fg-2">
            {t('mod.statusDialog.reason')}
            <input
              list="mod-status-reasons"
              autoFocus
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (tooLong) setTooLong(e.target.value.trim().length > REASON_MAX);
                if (missing) setMissing(e.target.value.trim() === '');
              }}
              onKeyDown={(e) => {
                pickPreset(e);
                if (e.defaultPrevented) setMissing(false);
              }}
              aria-required={needsReason}
              aria-invalid={tooLong || missing || undefined}
              aria-describedby={
                tooLong || missing ? 'mod-status-reason-error mod-status-reason-hint' : 'mod-status-reason-hint'
              }
              className={`mt-1 h-9 w-full rounded-md border bg-surface px-3 text-sm text-fg outline-none focus:border-primary ${tooLong || missing ? 'border-danger' : 'border-line'}`}
            />
          </label>
          {tooLong && (
            <p id="mod-status-reason-error" role="alert" className="mt-1 text-xs text-danger">
              {t('request.validation.too_big', { limit: REASON_MAX })} ({reason.trim().length})
            </p>
          )}
          {missing && !tooLong && (
            <p id="mod-status-reason-error" role="alert" className="mt-1 text-xs text-danger">
              {t('mod.statusDialog.reasonRequired')}
            </p>
          )}
          <p id="mod-status-reason-hint" className="mt-1 text-xs text-fg-3">
            {t('mod.statusDialog.reasonHint')}
          </p>
          <datalist id="mod-status-reasons">
            {presets.map((text) => (
              <option key={text} value={text} />
            ))}
          </datalist>
          <div className="mt-5 flex justify-end gap-2">
            <Button onClick={requestCancel}>{t('common.cancel')}</Button>
            <Button type="submit" variant={status === 'NORMAL' ? 'primary' : 'danger'}>
              {t('mod.statusDialog.confirm')}
            </Button>
          </div>
          {asking && (
            <DiscardQuestion
              text={t('mod.statusDialog.discard')}
              onKeep={() => setAsking(false)}
              onDiscard={onCancel}
            />
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
