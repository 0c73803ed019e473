import { useT } from '../../i18n/use-t';
import { i18nState } from '../../i18n/i18n';
import { formatCount as formatFigure } from '../../i18n/format-number';
import { Button } from '../button';

export const PAGE_SIZES = [20, 50, 100] as const;

/**
 * A count as every figure of the console writes it (`10,000`, format-number.ts), in the language
 * shown now: the lists, the queue and the waves once grouped with a thin gap where the workplace
 * and the statistics wrote commas, so one number read two ways.
 */
export function formatCount(n: number): string {
  return formatFigure(n, i18nState.locale);
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
