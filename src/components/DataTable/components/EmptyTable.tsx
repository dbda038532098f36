import type { ReactNode } from 'react';
import type { DataTableColumn } from '../dataTableUtils';
import { EmptyCell, EmptyTableRoot } from '../DataTable.styles';

/**
 * The table with no rows: the column headers and one message cell. The library puts its
 * no-data status straight inside `role="table"`, which is invalid ARIA, so this renders instead.
 */
export function EmptyTable<T>({
  columns,
  label,
  message,
}: {
  columns: ReadonlyArray<DataTableColumn<T>>;
  label?: string;
  message: ReactNode;
}) {
  return (
    <EmptyTableRoot aria-label={label}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th
              key={column.id ?? index}
              scope="col"
              data-align={column.alignEnd ? 'end' : undefined}
            >
              {column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <EmptyCell colSpan={Math.max(1, columns.length)}>
            <div role="status">{message}</div>
          </EmptyCell>
        </tr>
      </tbody>
    </EmptyTableRoot>
  );
}
