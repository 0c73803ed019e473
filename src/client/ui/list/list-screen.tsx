import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from '../button';
import { useScreenQuery } from '../screen-query';
import { PHONE, useMediaQuery } from '../use-media-query';
import { filterValues, type FilterDef } from './filter-def';
import { FilterBar } from './filter-bar';
import type { RefusedFilter } from './list-read';
import { MinWidth } from './min-width';
import { Pagination, pageOf } from './pagination';

export interface ListScreenProps {
  filters: readonly FilterDef[];
  /** Beside the filters: the screen's buttons and table tools. */
  tools?: ReactNode;
  /**
   * Below the table and pager, e.g. the totals of the filtered rows: what arrives with the data
   * grows the page downwards instead of pushing the table down.
   */
  summary?: ReactNode;
  table: ReactNode;
  /** Below this width the table scrolls instead of squeezing its columns beside the detail pane. */
  tableMinWidth: string;
  /** The reply's counts; the pager shows once the first page has arrived. */
  counts: { total: number; totalCapped: boolean } | undefined;
  /**
   * A filter the server refused (list-read.ts) or that does not parse (`useUnparsedFilter`): said
   * under its field, and no rows or pager. A typed value that is not one of its kind is applied,
   * so the screen must read nothing for it rather than keep the rows of the filter before.
   */
  refused?: RefusedFilter | null;
  detail?: ReactNode;
  /** Dialogs the screen opens. */
  children?: ReactNode;
}

/**
 * The frame of a paged list screen: filter bar, table, pager and detail pane, with the page and page
 * size in the screen's URL like the filters.
 */
export function ListScreen({
  filters,
  tools,
  summary,
  table,
  tableMinWidth,
  counts,
  detail,
  refused = null,
  children,
}: ListScreenProps) {
  const { t } = useT();
  const { query, setQuery } = useScreenQuery();
  const { page, pageSize } = pageOf(query);
  // On a phone the table comes first: the filters wait behind a button, the tools stay beside it.
  const phone = useMediaQuery(PHONE);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  // The button says how many filters are set: hidden, they would leave a filtered list looking whole.
  const filtersSet = Object.keys(filterValues(filters, query)).length;
  const filterBar = (
    <div className="rounded-lg bg-surface p-3">
      <FilterBar defs={filters} refused={refused} appliesInvalid>
        {!phone && tools}
      </FilterBar>
    </div>
  );
  return (
    <div className="flex flex-col gap-3">
      {phone ? (
        <>
          <div className="flex flex-wrap items-center gap-2 rounded-lg bg-surface p-3">
            <Button
              size="sm"
              className="h-11 whitespace-nowrap"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersSet > 0 ? t('list.filters.set', { n: filtersSet }) : t('list.filters')}
            </Button>
            <div className="ml-auto flex flex-wrap items-center justify-end gap-2">{tools}</div>
          </div>
          {/* A refused filter's message is not kept out of sight. */}
          <div id={filtersId} hidden={!filtersOpen && !refused}>
            {filterBar}
          </div>
        </>
      ) : (
        filterBar
      )}
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <MinWidth width={tableMinWidth}>{table}</MinWidth>
          {counts && !refused && (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={counts.total}
              totalCapped={counts.totalCapped}
              onPage={(p) => setQuery({ page: String(p) })}
              onPageSize={(n) => setQuery({ pageSize: String(n), page: null })}
            />
          )}
          {summary}
        </div>
        {detail}
      </div>
      {children}
    </div>
  );
}
