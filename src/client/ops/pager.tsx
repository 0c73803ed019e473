import { useT } from '../i18n/use-t';
import { Button } from '../ui/button';

/** Previous / next page with "page n of m"; the total may be capped by the server. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('ops.pager.label')} className="flex items-center justify-end gap-2 text-[13px] text-fg-2">
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('ops.pager.prev')}</Button>
      <span>{t('ops.pager.page', { page, pages })}</span>
      <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('ops.pager.next')}</Button>
    </nav>
  );
}
