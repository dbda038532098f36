import { createContext, useContext, useId, type ChangeEvent } from 'react';
import type { PaginationComponentProps } from 'react-data-table-component';
import { useTheme } from 'styled-components';
import { formatNumber } from '../../../kernel/format';
import { useComponentTranslation } from '../../internal/strings';
import { pageCount, pageItems } from '../dataTableUtils';
import {
  Chevron,
  Gap,
  PageButton,
  PageList,
  PagerNav,
  Range,
  SizeField,
} from '../DataTable.styles';
import { SelectControl } from '../../SelectField/SelectControl';

/** What the table hands its pager that the library's pagination props do not carry. */
export const PagerContext = createContext<{ name?: string; pageSizeOptions: readonly number[] }>({
  pageSizeOptions: [5, 10, 25],
});

const paths = {
  left: 'm15 18-6-6 6-6',
  right: 'm9 18 6-6-6-6',
  leftDouble: 'm11 17-5-5 5-5M18 17l-5-5 5-5',
  rightDouble: 'm13 17 5-5-5-5M6 17l5-5-5-5',
};

/** Chevrons are drawn for the reading direction (a CSS flip would be undone by the RTL plugin). */
function ChevronIcon({ double, pointsLeft }: { double?: boolean; pointsLeft: boolean }) {
  const key = `${pointsLeft ? 'left' : 'right'}${double ? 'Double' : ''}` as keyof typeof paths;
  return (
    <Chevron viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[key]} />
    </Chevron>
  );
}

/**
 * "Full numbers" paging (docs/behaviour.md, "Screens and routes": data tables): first, previous, every page number (gaps when many),
 * next, last, with the page size choice and the shown range. Each page is a real button.
 */
export function DataTablePagination({
  rowsPerPage,
  rowCount,
  currentPage,
  onChangePage,
  onChangeRowsPerPage,
}: PaginationComponentProps) {
  const { t, i18n } = useComponentTranslation();
  const theme = useTheme();
  const { name, pageSizeOptions } = useContext(PagerContext);
  const selectId = useId();
  const locale = i18n.language;
  const fmt = (value: number) => formatNumber(value, locale);
  const pages = pageCount(rowCount, rowsPerPage);
  const from = rowCount === 0 ? 0 : (currentPage - 1) * rowsPerPage + 1;
  const to = Math.min(currentPage * rowsPerPage, rowCount);
  const rtl = theme.direction === 'rtl';
  const goTo = (page: number) => {
    if (page !== currentPage && page >= 1 && page <= pages) onChangePage(page, rowCount);
  };
  const onSize = (event: ChangeEvent<HTMLSelectElement>) =>
    onChangeRowsPerPage(Number(event.target.value), currentPage);
  const options = pageSizeOptions.includes(rowsPerPage)
    ? pageSizeOptions
    : [...pageSizeOptions, rowsPerPage].sort((a, b) => a - b);

  return (
    <PagerNav
      aria-label={name ? t('data.table.paginationNamed', { name }) : t('data.table.pagination')}
    >
      <SizeField>
        <label htmlFor={selectId}>{t('data.table.rowsPerPage')}</label>
        <SelectControl id={selectId} value={rowsPerPage} onChange={onSize}>
          {options.map((size) => (
            <option key={size} value={size}>
              {fmt(size)}
            </option>
          ))}
        </SelectControl>
      </SizeField>
      <Range aria-live="polite" aria-atomic="true">
        {t('data.table.range', { from: fmt(from), to: fmt(to), total: fmt(rowCount) })}
      </Range>
      <PageList>
        <li>
          <PageButton
            type="button"
            aria-label={t('data.table.first')}
            disabled={currentPage <= 1}
            onClick={() => goTo(1)}
          >
            <ChevronIcon double pointsLeft={!rtl} />
          </PageButton>
        </li>
        <li>
          <PageButton
            type="button"
            aria-label={t('data.table.previous')}
            disabled={currentPage <= 1}
            onClick={() => goTo(currentPage - 1)}
          >
            <ChevronIcon pointsLeft={!rtl} />
          </PageButton>
        </li>
        {pageItems(currentPage, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={t('data.table.page', { page: fmt(item) })}
                aria-current={item === currentPage ? 'page' : undefined}
                $current={item === currentPage}
                onClick={() => goTo(item)}
              >
                {fmt(item)}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label={t('data.table.next')}
            disabled={currentPage >= pages}
            onClick={() => goTo(currentPage + 1)}
          >
            <ChevronIcon pointsLeft={rtl} />
          </PageButton>
        </li>
        <li>
          <PageButton
            type="button"
            aria-label={t('data.table.last')}
            disabled={currentPage >= pages}
            onClick={() => goTo(pages)}
          >
            <ChevronIcon double pointsLeft={rtl} />
          </PageButton>
        </li>
      </PageList>
    </PagerNav>
  );
}
