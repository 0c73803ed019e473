import type { ActionLogEntry } from '#contract/api/action-log';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { targetText } from './action-log-api';
import { actionLabel } from './action-labels';

function Json({ value }: { value: unknown }) {
  const { t } = useT();
  if (value === null || value === undefined) return <p className="text-fg-3">{t('common.none')}</p>;
  return (
    <pre className="overflow-x-auto rounded-md bg-fill p-2 font-mono text-xs whitespace-pre-wrap break-all text-fg">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/**
 * An entry's action by name, with its code beside it in the log's own letters (the action filter
 * takes codes); a code this console has no name for, once, as it is.
 */
export function ActionName({ entry }: { entry: Pick<ActionLogEntry, 'action' | 'after'> }) {
  const { t } = useT();
  const name = actionLabel(entry.action, t, entry.after);
  if (name === entry.action) return <span className="font-mono text-xs whitespace-nowrap">{entry.action}</span>;
  return (
    <>
      <span className="mr-1.5 whitespace-nowrap">{name}</span>
      <span className="font-mono text-xs whitespace-nowrap text-fg-2">{entry.action}</span>
    </>
  );
}

/** One log entry in full: who, when, from where, and the before/after the action recorded. */
export function ActionLogDetail({ entry }: { entry: ActionLogEntry }) {
  const { t, locale } = useT();
  return (
    <div className="flex flex-col gap-3 text-[13px]">
      <dl className="grid grid-cols-[90px_1fr] gap-x-3 gap-y-1.5">
        <dt className="text-fg-3">{t('actionLog.field.at')}</dt>
        <dd className="text-fg">{formatDateTime(entry.at, locale)}</dd>
        <dt className="text-fg-3">{t('actionLog.field.admin')}</dt>
        <dd className="text-fg">{entry.adminUsername || t('common.none')}</dd>
        <dt className="text-fg-3">{t('actionLog.field.action')}</dt>
        <dd className="text-fg">
          <ActionName entry={entry} />
        </dd>
        <dt className="text-fg-3">{t('actionLog.field.target')}</dt>
        <dd className="break-words text-fg">{targetText(entry, t)}</dd>
        <dt className="text-fg-3">{t('actionLog.field.reason')}</dt>
        <dd className="break-words text-fg">{entry.reason ?? t('common.none')}</dd>
        <dt className="text-fg-3">{t('actionLog.field.ip')}</dt>
        <dd className="text-fg">{entry.ip}</dd>
        <dt className="text-fg-3">{t('actionLog.field.requestId')}</dt>
        <dd className="break-all font-mono text-xs text-fg-2">{entry.requestId}</dd>
      </dl>
      <h3 className="font-medium text-fg">{t('actionLog.field.before')}</h3>
      <Json value={entry.before} />
      <h3 className="font-medium text-fg">{t('actionLog.field.after')}</h3>
      <Json value={entry.after} />
    </div>
  );
}
