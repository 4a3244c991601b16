import { type ReactNode, useMemo, useState } from 'react';

/** One column of a {@link SortableTable}. */
export interface Column<Row> {
  key: string;
  label: string;
  /** The value sorted on (numbers sort numerically, the rest as text). */
  value: (row: Row) => number | string | null;
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface SortableTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  initialSort?: { key: string; direction: 'ascending' | 'descending' };
}

/** A table whose column headers are buttons that sort it (announced with `aria-sort`). */
export function SortableTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  initialSort,
}: SortableTableProps<Row>) {
  const [sort, setSort] = useState(initialSort ?? null);
  const sorted = useMemo(() => {
    if (sort === null) return rows;
    const column = columns.find((c) => c.key === sort.key);
    if (column === undefined) return rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = column.value(a);
      const y = column.value(b);
      if (x === y) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return order * sign;
    });
  }, [rows, columns, sort]);

  const toggle = (column: Column<Row>) =>
    setSort((current) => ({
      key: column.key,
      direction:
        current?.key === column.key
          ? current.direction === 'ascending'
            ? 'descending'
            : 'ascending'
          : column.numeric
            ? 'descending'
            : 'ascending',
    }));

  return (
    <div className="table-wrap">
      <table>
        <caption className="muted">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort?.key === column.key;
              return (
                <th
                  key={column.key}
                  className={column.numeric ? 'num' : undefined}
                  aria-sort={active ? sort.direction : 'none'}
                  scope="col"
                >
                  <button type="button" onClick={() => toggle(column)}>
                    {column.label}
                    <span aria-hidden="true">
                      {active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? 'num' : undefined}>
                  {column.render ? column.render(row) : column.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
