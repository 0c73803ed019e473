import { useState } from 'react';
import { Link } from 'wouter';
import type { ClassifierDisagreement, ClassifierQualityModel } from '#contract/api/classifier';
import type { ClassifierLabel } from '#contract/classifier';
import { MODERATED_KINDS } from '#contract/moderated-kinds';
import { REASON_CODES } from '#contract/moderation-reasons';
import { formatCount, formatShare, formatShareFixed } from '../../i18n/format-number';
import { formatDateTime } from '../../i18n/format';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { routeByName } from '../../routes';
import { ErrorState, Panel } from '../../stats/panel';
import { StatCard } from '../../stats/stat-card';
import { StatsChart } from '../../stats/stats-chart';
import { Button } from '../../ui/button';
import { itemName } from '../../ui/item-name';
import { showToast } from '../../state/toasts';
import { trainClassifier, useClassifierQuality } from './classifier-quality-api';

const PAGE_SIZE = 20;
const GRID = 'm-0 grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6';
const TH = 'py-1 pr-3 font-normal';

/** A label in the words of its preset reason (as the Rules screen's classifier section), "fine" as such. */
function useLabelName() {
  const { t } = useT();
  return (label: ClassifierLabel) =>
    label === 'fine' ? t('classifierQuality.fine') : t(`mod.reason.${REASON_CODES.indexOf(label) + 1}` as MessageKey);
}

/** The item in its kind's list, filtered to it, with its detail open (as the palette opens a record). */
function itemPath(d: ClassifierDisagreement): string | null {
  const route = routeByName(MODERATED_KINDS[d.kind].screen);
  return route ? `${route.path}?id=${d.id}&open=${d.id}` : null;
}

function ModelCards({ model }: { model: ClassifierQualityModel }) {
  const { t, locale } = useT();
  const at = (iso: string | null) => (iso === null ? t('common.none') : formatDateTime(iso, locale));
  return (
    <>
      <p className="text-[13px] text-fg-3">
        {model.trainedBy
          ? t('classifierQuality.trainedBy', { at: formatDateTime(model.trainedAt, locale), by: model.trainedBy.name })
          : t('classifierQuality.trainedOnSchedule', { at: formatDateTime(model.trainedAt, locale) })}
      </p>
      <dl className={GRID}>
        <StatCard label={t('classifierQuality.version')} value={`v${model.version}`} />
        <StatCard label={t('classifierQuality.examples')} value={formatCount(model.examples, locale)} />
        <StatCard label={t('classifierQuality.heldOut')} value={formatCount(model.heldOut, locale)} />
        <StatCard label={t('classifierQuality.oldest')} value={at(model.oldestDecisionAt)} />
        <StatCard label={t('classifierQuality.newest')} value={at(model.newestDecisionAt)} />
      </dl>
    </>
  );
}

function LabelTable({ model }: { model: ClassifierQualityModel }) {
  const { t, locale } = useT();
  const name = useLabelName();
  const share = (r: number | null) => (r === null ? t('common.none') : formatShareFixed(r, locale));
  return (
    <Panel title={t('classifierQuality.labels')}>
      <table className="w-full text-left text-[13px]">
        <thead className="text-[12px] text-fg-3">
          <tr>
            <th className={TH}>{t('classifierQuality.label')}</th>
            <th className={TH}>{t('classifierQuality.precision')}</th>
            <th className={TH}>{t('classifierQuality.recall')}</th>
            <th className={TH}>{t('classifierQuality.support')}</th>
          </tr>
        </thead>
        <tbody>
          {model.labels.map((l) => (
            <tr key={l.label} className="text-fg">
              <th scope="row" className={TH}>
                {name(l.label)}
              </th>
              <td className="py-1 pr-3 tabular-nums">{share(l.precision)}</td>
              <td className="py-1 pr-3 tabular-nums">{share(l.recall)}</td>
              <td className="py-1 pr-3 tabular-nums">{formatCount(l.support, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

function ConfusionTable({ model }: { model: ClassifierQualityModel }) {
  const { t, locale } = useT();
  const name = useLabelName();
  const labels = model.labels.map((l) => l.label);
  const cell = (team: ClassifierLabel, m: ClassifierLabel) =>
    model.confusion.find((c) => c.team === team && c.model === m)?.items ?? 0;
  return (
    <Panel title={t('classifierQuality.confusion')}>
      <table className="w-full text-left text-[13px]">
        <thead className="text-[12px] text-fg-3">
          <tr>
            <th className={TH} />
            {labels.map((m) => (
              <th key={m} scope="col" className={TH}>
                {name(m)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((team) => (
            <tr key={team} className="text-fg">
              <th scope="row" className={`${TH} text-fg-3`}>
                {name(team)}
              </th>
              {labels.map((m) => (
                <td key={m} className={`py-1 pr-3 tabular-nums ${m === team ? 'font-medium' : ''}`}>
                  {formatCount(cell(team, m), locale)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

/**
 * Predicted against observed per probability bucket, a chart and its table (a calibrated model's
 * lines lie on each other); buckets without items are left out.
 */
function CalibrationTable({ model }: { model: ClassifierQualityModel }) {
  const { t, locale } = useT();
  const share = (r: number | null) => (r === null ? t('common.none') : formatShareFixed(r, locale));
  const bins = model.calibration.filter((b) => b.items > 0);
  const percent = (r: number | null) => Math.round((r ?? 0) * 1000) / 10;
  return (
    <Panel title={t('classifierQuality.calibration')}>
      <StatsChart
        label={t('classifierQuality.calibration')}
        categories={bins.map((b) => `${formatShare(b.from, locale)}–${formatShare(b.to, locale)}`)}
        series={[
          {
            key: 'predicted',
            label: t('classifierQuality.predicted'),
            tone: 'primary',
            values: bins.map((b) => percent(b.predicted)),
          },
          {
            key: 'observed',
            label: t('classifierQuality.observed'),
            tone: 'gold',
            values: bins.map((b) => percent(b.observed)),
          },
        ]}
        axisFormat={(v) => `${v}%`}
        height={200}
      />
      <table className="w-full text-left text-[13px]">
        <thead className="text-[12px] text-fg-3">
          <tr>
            <th className={TH}>{t('classifierQuality.bucket')}</th>
            <th className={TH}>{t('classifierQuality.predicted')}</th>
            <th className={TH}>{t('classifierQuality.observed')}</th>
            <th className={TH}>{t('classifierQuality.support')}</th>
          </tr>
        </thead>
        <tbody>
          {bins.map((b) => (
            <tr key={b.from} className="text-fg">
              <th scope="row" className={TH}>
                {formatShare(b.from, locale)}–{formatShare(b.to, locale)}
              </th>
              <td className="py-1 pr-3 tabular-nums">{share(b.predicted)}</td>
              <td className="py-1 pr-3 tabular-nums">{share(b.observed)}</td>
              <td className="py-1 pr-3 tabular-nums">{formatCount(b.items, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

function Disagreements({
  list,
  total,
  page,
  onPage,
}: {
  list: ClassifierDisagreement[];
  total: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t, locale } = useT();
  const name = useLabelName();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Panel title={t('classifierQuality.disagreements')}>
      {list.length === 0 ? (
        <p className="text-[13px] text-fg-3">{t('classifierQuality.noDisagreements')}</p>
      ) : (
        <table className="w-full text-left text-[13px]">
          <thead className="text-[12px] text-fg-3">
            <tr>
              <th className={TH}>{t('classifierQuality.item')}</th>
              <th className={TH}>{t('classifierQuality.text')}</th>
              <th className={TH}>{t('classifierQuality.teamLabel')}</th>
              <th className={TH}>{t('classifierQuality.modelLabel')}</th>
              <th className={TH}>{t('classifierQuality.decidedBy')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((d) => {
              const path = itemPath(d);
              const label = itemName(d.kind, d.id, t);
              return (
                <tr key={`${d.kind}:${d.id}`} className="align-top text-fg">
                  <td className="py-1 pr-3 whitespace-nowrap">
                    {path ? (
                      <Link href={path} className="text-primary hover:underline">
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </td>
                  <td className="py-1 pr-3 break-words">{d.excerpt}</td>
                  <td className="py-1 pr-3">{name(d.teamLabel)}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">
                    {name(d.modelLabel)} · {formatShare(d.probability, locale)}
                  </td>
                  <td className="py-1 pr-3 whitespace-nowrap text-fg-3">
                    {d.decidedBy.name} · {formatDateTime(d.decidedAt, locale)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div className="flex items-center justify-end gap-2 text-[13px] text-fg-3">
        <span>{t('classifierQuality.pages', { page, pages, total })}</span>
        <Button size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {t('classifierQuality.previous')}
        </Button>
        <Button size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          {t('classifierQuality.next')}
        </Button>
      </div>
    </Panel>
  );
}

/**
 * How good the classifier in use is (ADMIN_ROOT): what it was trained on and how old that is, its
 * held-out precision, recall, confusion and calibration, and the decided items where it disagrees
 * with the team most, each a link to the item in its list.
 */
export default function ClassifierQualityScreen() {
  const { t, locale } = useT();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useClassifierQuality(page, PAGE_SIZE);
  const [training, setTraining] = useState(false);

  async function train() {
    setTraining(true);
    try {
      const trained = await trainClassifier();
      await mutate();
      // The figures change in place; the toast says that it happened and what the new version learnt from.
      showToast(
        'success',
        t('classifierQuality.trained', {
          version: trained.version,
          examples: formatCount(trained.examples, locale),
        }),
      );
    } catch {
      // Toasted by the call.
    } finally {
      setTraining(false);
    }
  }

  const model = data?.model ?? null;
  return (
    <div className="flex flex-col gap-4">
      <Panel
        title={t('menu.stats.ClassifierQuality')}
        actions={
          <Button variant="primary" size="sm" onClick={() => void train()} disabled={training} aria-busy={training}>
            {t(training ? 'classifierQuality.training' : 'classifierQuality.train')}
          </Button>
        }
      >
        {error && !data && <ErrorState onRetry={() => void mutate()} />}
        {data && !model && <p className="text-[13px] text-fg-3">{t('classifierQuality.noModel')}</p>}
        {model && <ModelCards model={model} />}
      </Panel>
      {model && (
        <div className="grid gap-4 xl:grid-cols-3">
          <LabelTable model={model} />
          <ConfusionTable model={model} />
          <CalibrationTable model={model} />
        </div>
      )}
      {data && (
        <Disagreements list={data.disagreements.list} total={data.disagreements.total} page={page} onPage={setPage} />
      )}
    </div>
  );
}
