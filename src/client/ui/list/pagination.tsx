import { useT } from '../../i18n/use-t';
import { Button } from '../button';

export const PAGE_SIZES = [20, 50, 100] as const;

/** `10 000`: a thin gap between thousands reads the same in both languages. */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009');
}

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting (DESIGN §3): show "10 000+" and allow going on. */
  totalCapped: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

export function Pagination({ page, pageSize, total, totalCapped, onPage, onPageSize }: PaginationProps) {
  const { t } = useT();
  const last = totalCapped ? Infinity : Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('list.pagination')} className="flex items-center justify-end gap-3 text-[13px] text-fg-2">
      <span>{t(totalCapped ? 'list.totalCapped' : 'list.total', { total: formatCount(total) })}</span>
      <Button size="sm" aria-label={t('list.prevPage')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹
      </Button>
      <span aria-current="page">{t('list.page', { page })}</span>
      <Button size="sm" aria-label={t('list.nextPage')} disabled={page >= last} onClick={() => onPage(page + 1)}>
        ›
      </Button>
      <select
        aria-label={t('list.pageSize')}
        value={pageSize}
        onChange={(e) => onPageSize(Number(e.target.value))}
        className="h-7 rounded-md border border-line bg-surface px-1.5 text-[12px] text-fg"
      >
        {PAGE_SIZES.map((n) => (
          <option key={n} value={n}>
            {t('list.pageSizeOption', { n })}
          </option>
        ))}
      </select>
    </nav>
  );
}

/** Page and page size from the query, within bounds. */
export function pageOf(query: URLSearchParams): { page: number; pageSize: number } {
  const page = Math.max(1, Math.floor(Number(query.get('page') ?? 1)) || 1);
  const size = Number(query.get('pageSize') ?? 20);
  return { page, pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : 20 };
}
