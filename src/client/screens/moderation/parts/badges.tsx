import { isAccountStatus, type AccountStatus, type AuditStatus } from '#contract/entities';
import { formatDateTime } from '#client/i18n/format';
import { useT } from '#client/i18n/use-t';
import type { MessageKey, Translate } from '#client/i18n/message-key';
import { ACTIONS } from '../queue/actions';
import type { RowMark } from '../queue/work-store';

type Tone = 'neutral' | 'good' | 'bad' | 'warn' | 'info';
const TONES: Record<Tone, string> = {
  neutral: 'bg-fill text-fg-2',
  good: 'bg-success/15 text-success',
  bad: 'bg-danger/15 text-danger',
  warn: 'bg-warning/15 text-warning',
  info: 'bg-primary-soft text-primary',
};

export function Badge({ tone, text }: { tone: Tone; text: string }) {
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-px text-[11px] leading-[18px] font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      {text}
    </span>
  );
}

const AUDIT_TONE: Record<AuditStatus, Tone> = { PENDING: 'warn', APPROVED: 'good', REJECTED: 'bad' };
const STATUS_TONE: Record<AccountStatus, Tone> = { NORMAL: 'good', MUTED: 'warn', BANNED: 'bad', DELETED: 'neutral' };

export function AuditBadge({ status }: { status: AuditStatus }) {
  const { t } = useT();
  return <Badge tone={AUDIT_TONE[status]} text={t(`mod.audit.${status}`)} />;
}

export function EnabledBadge({ enabled }: { enabled: boolean | null }) {
  const { t } = useT();
  if (enabled === null) return null;
  return <Badge tone={enabled ? 'neutral' : 'bad'} text={t(enabled ? 'mod.enabled' : 'mod.disabled')} />;
}

export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useT();
  return <Badge tone={STATUS_TONE[status]} text={t(`mod.status.${status}`)} />;
}

/**
 * An account's standing where the console shows one (the account list, its card, the drawer): as
 * `app_account_standing` says it to the app, a suspension in force over the status a moderator set
 * ("Suspended until …"), a ban or deletion over a suspension. A status other than Normal that a
 * suspension covers is still named beside it: it is what stays once the suspension ends.
 */
export function AccountStandingBadge({
  status,
  suspendedUntil,
  stacked = false,
}: {
  status: AccountStatus;
  suspendedUntil: string | null;
  /** A narrow cell (the account list): "Suspended" over its end, which may wrap. */
  stacked?: boolean;
}) {
  const { t, locale } = useT();
  if (suspendedUntil === null || status === 'BANNED' || status === 'DELETED')
    return <AccountStatusBadge status={status} />;
  const until = formatDateTime(suspendedUntil, locale);
  return (
    <>
      {stacked ? (
        <span className="flex flex-col items-start gap-0.5">
          <Badge tone="bad" text={t('mod.standing.suspended')} />
          <span className="text-[11px] leading-tight text-fg-3">{t('enf.row.until', { until })}</span>
        </span>
      ) : (
        <Badge tone="bad" text={t('mod.standing.suspendedUntil', { until })} />
      )}
      {status !== 'NORMAL' && <AccountStatusBadge status={status} />}
    </>
  );
}

export function ReportStatusBadge({
  status,
  result,
}: {
  status: 'OPEN' | 'FINISHED';
  result: 'VALID' | 'INVALID' | null;
}) {
  const { t } = useT();
  if (status === 'OPEN') return <Badge tone="warn" text={t('mod.report.OPEN')} />;
  return (
    <Badge
      tone={result === 'VALID' ? 'bad' : 'neutral'}
      text={t(result === 'VALID' ? 'mod.report.VALID' : 'mod.report.INVALID')}
    />
  );
}

/** The past-tense words of a mark's action ("Approved"). */
function markDoneKey(mark: RowMark): MessageKey {
  if (mark.action === 'elsewhere') return 'live.decidedElsewhere';
  return mark.action === 'undo' || mark.action === 'skip'
    ? `mod.done.${mark.action}`
    : isAccountStatus(mark.action)
      ? `mod.status.${mark.action}`
      : ACTIONS[mark.action].done;
}

/**
 * A mark's words, as its badge and the queue's announcement say them: what was done ("Approved"),
 * or, once refused, what was tried ("Approve failed", "Undo failed"): a past tense before
 * "failed" reads wrong in either language.
 */
export function markText(mark: RowMark, t: Translate): string {
  if (mark.state !== 'failed' || mark.action === 'elsewhere') return t(markDoneKey(mark));
  if (mark.action === 'undo' || mark.action === 'skip') return t(`mod.failed.${mark.action}`);
  if (isAccountStatus(mark.action)) return t('mod.failed.status', { status: t(`mod.status.${mark.action}`) });
  return t('mod.mark.failed', { action: t(ACTIONS[mark.action].title) });
}

/**
 * A written mark's colour is what it did, as the table's badges colour the same state: a rejection
 * red like a Rejected row, an approval green. One colour for every success read "Rejected" in green.
 */
function doneTone(mark: RowMark): Tone {
  if (mark.action === 'undo' || mark.action === 'skip' || mark.action === 'elsewhere') return 'neutral';
  if (isAccountStatus(mark.action)) return STATUS_TONE[mark.action];
  const change = ACTIONS[mark.action].change;
  switch (change.kind) {
    case 'audit':
      return AUDIT_TONE[change.value];
    case 'enabled':
      return change.value ? 'good' : 'bad';
    case 'finish':
      return change.result === 'VALID' ? 'bad' : 'neutral';
    case 'reopen':
      return 'warn';
    case 'status':
      return STATUS_TONE[change.value];
  }
}

/** What the last key did to a row: shown the moment it is pressed, then confirmed or refused. */
export function MarkBadge({ mark }: { mark: RowMark | undefined }) {
  const { t } = useT();
  if (!mark) return null;
  if (mark.action === 'elsewhere') {
    return (
      <span data-mark="elsewhere" className="inline-flex items-center gap-1">
        <Badge tone="info" text={mark.by ? t('live.decidedBy', { name: mark.by }) : t('live.decidedElsewhere')} />
      </span>
    );
  }
  const tone: Tone = mark.state === 'failed' ? 'bad' : mark.state === 'pending' ? 'info' : doneTone(mark);
  return (
    <span data-mark={mark.state} className="inline-flex items-center gap-1">
      <Badge tone={tone} text={markText(mark, t)} />
    </span>
  );
}
