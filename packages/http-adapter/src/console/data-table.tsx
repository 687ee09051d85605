import type { Child } from 'hono/jsx';

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  /** The columns (by heading) holding numbers: their heading is `th.num`, right-aligned as the caller's `td class="num"` cells are. */
  numeric?: readonly string[];
  children: Child;
}

/**
 * A console table: a caption, one header row of column headings, and the rows the caller gives
 * (each starting with its row heading, `<th scope="row">`), so screen readers name every cell. It
 * sits in a `table-scroll` box: on a narrow screen a wide table scrolls there, never the page.
 */
export function DataTable({ caption, columns, numeric = [], children }: DataTableProps) {
  return (
    <div class="table-scroll">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              numeric.includes(column) ? (
                <th scope="col" class="num">
                  {column}
                </th>
              ) : (
                <th scope="col">{column}</th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
