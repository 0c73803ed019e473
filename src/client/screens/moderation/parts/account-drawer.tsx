import { ACCOUNT_STATUSES, type AccountStatus } from '#contract/entities';
import { mediaUrl } from '#client/api/media-url';
import { Keys } from '#client/commands/shortcut-keys';
import { CommandButton } from '#client/commands/command-button';
import { STATUS_KEYS } from '../queue/actions';
import { formatDateTime } from '#client/i18n/format';
import { useT } from '#client/i18n/use-t';
import { DetailPane } from '#client/ui/list/detail-pane';
import { useAccountInfo } from '../api/account-endpoints';
import { useReveal } from './use-reveal';
import { AccountStandingBadge, AuditBadge, EnabledBadge, ReportStatusBadge } from './badges';
import { PictureView } from './media-view';
import { EnforcementSection } from '../enforcement/enforcement-section';
import { LastStatusChange } from './last-status-change';

const COUNTS = [
  'moments',
  'momentComments',
  'questions',
  'questionReplies',
  'replyComments',
  'aboutAnswers',
  'reportsAgainst',
  'openReportsAgainst',
  'reportsFiled',
  'orders',
] as const;

/**
 * The account behind a row (`u`): profile, enforcement history and notes, live counts, recent
 * content, reports and certification;
 * in a content queue (`onStatus`) its status, set with the keys shown.
 */
export function AccountDrawer({
  accountId,
  onClose,
  onStatus,
}: {
  accountId: number;
  onClose: () => void;
  onStatus?: (status: AccountStatus) => void;
}) {
  const { t, locale } = useT();
  const { data } = useAccountInfo(accountId);
  const reveal = useReveal(accountId);
  return (
    <DetailPane title={t('mod.account.title', { id: accountId })} onClose={onClose} wide>
      {data && (
        <div className="flex flex-col gap-4 text-[13px]">
          <div className="flex items-center gap-3">
            <img src={mediaUrl(data.account.avatarUrl)} alt="" className="size-12 rounded-full bg-fill" />
            <div className="min-w-0">
              <p className="truncate text-[15px] font-semibold text-fg">{data.account.nickname}</p>
              <p className="flex flex-wrap gap-1.5">
                <AccountStandingBadge status={data.account.status} suspendedUntil={data.account.suspendedUntil} />
                <AuditBadge status={data.account.auditStatus} />
                <EnabledBadge enabled={data.account.enabled} />
              </p>
            </div>
          </div>
          {onStatus && (
            <section>
              <h3 className="mb-1.5 text-[12px] font-medium text-fg-3">{t('mod.account.status')}</h3>
              <div className="flex flex-wrap gap-1.5 text-[12px]">
                {ACCOUNT_STATUSES.map((status) => (
                  <button
                    key={status}
                    type="button"
                    disabled={data.account.status === status}
                    onClick={() => onStatus(status)}
                    className="inline-flex items-center gap-1.5 rounded-md border border-line bg-surface px-2 py-1 text-fg-2 hover:bg-fill disabled:opacity-50"
                  >
                    <Keys shortcut={STATUS_KEYS[status]} />
                    {t(`mod.status.${status}`)}
                  </button>
                ))}
              </div>
              {data.account.suspendedUntil !== null && (
                <p className="mt-1.5 text-[12px] text-fg-3">{t('mod.account.statusUnderSuspension')}</p>
              )}
              {/* From the lightest act to the heaviest; a ban is the danger action, asked first. */}
              <div className="mt-2 flex flex-wrap gap-1.5">
                <CommandButton id="mod.enforce.warnAuthor" size="sm" />
                <CommandButton id="mod.enforce.suspendAuthor" size="sm" />
                <CommandButton id="mod.enforce.banAuthor" size="sm" variant="danger" />
              </div>
            </section>
          )}
          <LastStatusChange change={data.lastStatusChange} />
          <EnforcementSection accountId={accountId} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-fg-2">
            <dt className="text-fg-3">{t('mod.col.phone')}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span data-phone>{(reveal.info ?? data).account.phone}</span>
              {!reveal.info && (
                <button
                  type="button"
                  disabled={reveal.pending}
                  onClick={reveal.run}
                  className="rounded-md border border-line bg-surface px-1.5 py-0.5 text-[12px] text-fg-2 hover:bg-fill disabled:opacity-50"
                >
                  {t('mod.account.reveal')}
                </button>
              )}
              {reveal.failed && <span className="text-[12px] text-danger">{t('mod.account.revealFailed')}</span>}
            </dd>
            <dt className="text-fg-3">{t('mod.col.email')}</dt>
            <dd className="break-all">{data.account.email || t('common.none')}</dd>
            <dt className="text-fg-3">{t('mod.col.source')}</dt>
            <dd>{data.account.source}</dd>
            <dt className="text-fg-3">{t('mod.col.registered')}</dt>
            <dd>{formatDateTime(data.account.registeredAt, locale)}</dd>
          </dl>
          <section>
            <h3 className="mb-1.5 text-[12px] font-medium text-fg-3">{t('mod.account.counts')}</h3>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
              {COUNTS.map((k) => (
                <div key={k} className="flex justify-between gap-2">
                  <dt className="text-fg-3">{t(`mod.count.${k}`)}</dt>
                  <dd className="tabular-nums text-fg">{data.counts[k]}</dd>
                </div>
              ))}
            </dl>
          </section>
          {data.certification && (
            <section>
              <h3 className="mb-1.5 text-[12px] font-medium text-fg-3">{t('mod.account.certification')}</h3>
              <div className="flex items-start gap-3">
                <PictureView
                  rowId={-data.certification.id}
                  url={data.certification.avatarUrl}
                  label={t('mod.cert.avatar')}
                  size="md"
                />
                <PictureView
                  rowId={-data.certification.id}
                  url={data.certification.selfieUrl}
                  label={t('mod.cert.selfie')}
                  size="md"
                />
                <AuditBadge status={data.certification.auditStatus} />
              </div>
            </section>
          )}
          <section>
            <h3 className="mb-1.5 text-[12px] font-medium text-fg-3">{t('mod.account.recent')}</h3>
            <ul className="flex flex-col gap-1">
              {data.recent.moments.map((m) => (
                <li key={`m${m.id}`} className="truncate text-fg-2">
                  {m.text}
                </li>
              ))}
              {data.recent.questions.map((q) => (
                <li key={`q${q.id}`} className="truncate text-fg-2">
                  {q.title}
                </li>
              ))}
              {data.recent.moments.length + data.recent.questions.length === 0 && (
                <li className="text-fg-3">{t('common.none')}</li>
              )}
            </ul>
          </section>
          <section>
            <h3 className="mb-1.5 text-[12px] font-medium text-fg-3">{t('mod.account.reports')}</h3>
            <ul className="flex flex-col gap-1">
              {(reveal.info ?? data).reports.slice(0, 8).map((r) => (
                <li key={r.id} className="flex items-center gap-2 text-fg-2">
                  <ReportStatusBadge status={r.status} result={r.result} />
                  <span className="truncate">
                    {t(`mod.reportReason.${r.reason}`)} ·{' '}
                    {r.targetType === 'message' && !(reveal.info ?? data).revealed ? (
                      <span className="text-fg-3">{t('mod.account.messageWithheld')}</span>
                    ) : (
                      r.target.snippet
                    )}
                  </span>
                </li>
              ))}
              {data.reports.length === 0 && <li className="text-fg-3">{t('common.none')}</li>}
            </ul>
          </section>
        </div>
      )}
    </DetailPane>
  );
}
