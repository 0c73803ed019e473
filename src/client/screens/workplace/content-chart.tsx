import { useMemo } from 'react';
import type { ContentDataReply } from '#contract/api/workplace';
import { useT } from '../../i18n/use-t';
import { formatCount, formatCountTick, shortDay } from '../../i18n/format-number';
import { ErrorState, Panel } from '../../stats/panel';
import { ChartSkeleton, StatsChart, type ChartSeries } from '../../stats/stats-chart';
import { useContentData } from './use-content-data';

function series(reply: ContentDataReply, t: ReturnType<typeof useT>['t']): ChartSeries[] {
  return [
    { key: 'moments', label: t('workplace.content.moments'), tone: 'primary', kind: 'bar', values: reply.moments },
    { key: 'questions', label: t('workplace.content.questions'), tone: 'cyan', kind: 'bar', values: reply.questions },
    { key: 'comments', label: t('workplace.content.comments'), tone: 'gold', values: reply.comments },
  ];
}

/** Content put in (moments, questions) and comments per day, the last 8 days. */
export function ContentChart() {
  const { t, locale } = useT();
  const { data, error, mutate } = useContentData();
  const lines = useMemo(() => (data ? series(data, t) : []), [data, t]);
  const title = t('workplace.content.title');
  return (
    <Panel title={title}>
      {error && !data && <ErrorState onRetry={() => void mutate()} />}
      {!data && !error && (
        <ChartSkeleton
          labels={[t('workplace.content.moments'), t('workplace.content.questions'), t('workplace.content.comments')]}
          height={240}
        />
      )}
      {data && (
        <StatsChart
          label={title}
          categories={data.labels}
          series={lines}
          tick={shortDay}
          axisFormat={(v) => formatCountTick(v, locale)}
          valueFormat={(v) => formatCount(v, locale)}
          height={240}
        />
      )}
    </Panel>
  );
}
