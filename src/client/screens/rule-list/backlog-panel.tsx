import { useState } from 'react';
import type { Rule } from '#contract/api/rules';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { applyBacklog, useBacklogProgress } from './rules-api';

/** "Apply to the backlog": starts (or resumes) the run and shows its progress until it ends. */
export function BacklogPanel({ rule }: { rule: Rule }) {
  const { t } = useT();
  const [polling, setPolling] = useState(false);
  const { data, mutate } = useBacklogProgress(rule.id, polling);
  const run = data?.run ?? null;
  const running = run?.status === 'running';
  if (polling && run && !running) setPolling(false);
  const percent = run && run.total > 0 ? Math.min(100, Math.round((run.scanned / run.total) * 100)) : running ? 0 : 100;

  async function start() {
    await applyBacklog(rule.id);
    setPolling(true);
    void mutate();
  }

  return (
    <section
      aria-label={t('rules.backlog.title')}
      className="flex flex-col gap-2 rounded-md border border-line px-3 py-2 text-[13px]"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-fg-2">{t('rules.backlog.hint')}</span>
        <Button
          size="sm"
          className="shrink-0 whitespace-nowrap"
          onClick={() => void start()}
          disabled={running || !rule.enabled}
        >
          {t(run && run.status !== 'done' ? 'rules.backlog.resume' : 'rules.backlog.apply')}
        </Button>
      </div>
      {run && (
        <>
          <div
            role="progressbar"
            aria-label={t('rules.backlog.title')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 overflow-hidden rounded bg-line"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-fg-2">
            {t(`rules.backlog.status.${run.status}`, { scanned: run.scanned, total: run.total, matched: run.matched })}
          </p>
        </>
      )}
    </section>
  );
}
