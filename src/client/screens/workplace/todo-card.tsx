import { useNotifications } from '../../api/notifications';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { go } from '../../shell/actions/go';

/** Todo items of the message box (real notifications), newest unread first. */
export function TodoCard({ enabled }: { enabled: boolean }) {
  const { t, locale } = useT();
  const { data } = useNotifications('todo', 5, enabled);
  const list = data?.list ?? [];
  return (
    <section className="rounded-lg bg-surface p-5">
      <h2 className="mb-3 text-[15px] font-medium text-fg">{t('workplace.todo')}</h2>
      {data && list.length === 0 && <p className="text-[13px] text-fg-3">{t('workplace.todo.empty')}</p>}
      <ul className="flex flex-col gap-2">
        {list.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              disabled={!item.link.startsWith('/')}
              onClick={() => go(item.link)}
              className="w-full rounded px-2 py-1.5 text-left hover:bg-fill disabled:hover:bg-transparent"
            >
              <span className={`block truncate text-[13px] ${item.status === 0 ? 'font-medium text-fg' : 'text-fg-2'}`}>{item.title}</span>
              <span className="block text-[11px] text-fg-3">{formatDateTime(item.time, locale)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
