import type { ReactNode } from 'react';
import { REASON_CODES } from '#contract/moderation-reasons';
import type { ClassifierLabel } from '#contract/classifier';
import { formatCount, formatShareFixed } from '../../i18n/format-number';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { EmptyNote, ErrorState, Panel } from '../../stats/panel';
import { useAgreement, type TeamStatsQuery } from './team-stats-api';

const TH = 'py-1 pr-3 font-normal';

interface Tally {
  key: string;
  name: string;
  reviewed: number;
  agreed: number;
  rate: number | null;
}

/** One breakdown: who or what, reviews answered, agreed, and the rate. */
function AgreementTable({ caption, first, rows }: { caption: string; first: string; rows: Tally[] }) {
  const { t, locale } = useT();
  return (
    <table className="w-full text-left text-[13px]">
      <caption className="pb-1 text-left text-[13px] font-medium text-fg">{caption}</caption>
      <thead className="text-[12px] text-fg-3">
        <tr>
          <th scope="col" className={TH}>
            {first}
          </th>
          <th scope="col" className={TH}>
            {t('teamStats.agreement.reviewed')}
          </th>
          <th scope="col" className={TH}>
            {t('teamStats.agreement.agreed')}
          </th>
          <th scope="col" className={TH}>
            {t('teamStats.agreement.rate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="text-fg">
            <th scope="row" className={TH}>
              {r.name}
            </th>
            <td className="py-1 pr-3 tabular-nums">{formatCount(r.reviewed, locale)}</td>
            <td className="py-1 pr-3 tabular-nums">{formatCount(r.agreed, locale)}</td>
            <td className="py-1 pr-3 tabular-nums">
              {r.rate === null ? t('common.none') : formatShareFixed(r.rate, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 lg:grid-cols-3">{children}</div>;
}

/**
 * Second review's agreement over the period: of the sampled decisions answered, the share the
 * second reviewer agreed with, per moderator who decided, per queue and per label decided.
 */
export function AgreementPanel({ query }: { query: TeamStatsQuery | null }) {
  const { t, locale } = useT();
  const { data, error, mutate } = useAgreement(query);
  const labelName = (l: ClassifierLabel | null) =>
    l === null
      ? t('teamStats.agreement.noCode')
      : l === 'fine'
        ? t('teamStats.agreement.fine')
        : t(`mod.reason.${REASON_CODES.indexOf(l) + 1}` as MessageKey);
  return (
    <Panel
      title={t('teamStats.agreement.title')}
      actions={
        data &&
        data.team.rate !== null && (
          <span className="text-[13px] text-fg-3">
            {t('teamStats.agreement.team', {
              rate: formatShareFixed(data.team.rate, locale),
              n: formatCount(data.team.reviewed, locale),
            })}
          </span>
        )
      }
    >
      {error && !data && <ErrorState onRetry={() => void mutate()} />}
      {data && data.team.reviewed === 0 && <EmptyNote text={t('teamStats.agreement.none')} />}
      {data && data.team.reviewed > 0 && (
        <Grid>
          <AgreementTable
            caption={t('teamStats.agreement.byModerator')}
            first={t('teamStats.agreement.moderator')}
            rows={data.moderators.map((m) => ({
              ...m,
              key: String(m.adminId),
              name: m.name ? `${m.name} (${m.username})` : m.username,
            }))}
          />
          <AgreementTable
            caption={t('teamStats.agreement.byQueue')}
            first={t('teamStats.agreement.queue')}
            rows={data.queues.map((q) => ({ ...q, key: q.queue, name: t(`teamStats.queue.${q.queue}`) }))}
          />
          <AgreementTable
            caption={t('teamStats.agreement.byLabel')}
            first={t('teamStats.agreement.label')}
            rows={data.labels.map((l) => ({ ...l, key: l.label ?? '', name: labelName(l.label) }))}
          />
        </Grid>
      )}
    </Panel>
  );
}
