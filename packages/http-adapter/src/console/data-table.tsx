import type { Child } from 'hono/jsx';

/**
 * A console table: a caption, one header row of column headings, and the rows the caller gives
 * (each starting with its row heading, `<th scope="row">`), so screen readers name every cell.
 */
export function DataTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: Child }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col">{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
