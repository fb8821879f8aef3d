import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

type HistoryTableProps<Row> = { label: string; columns: Column<Row>[]; rows: Row[]; empty: string };

/** A short list of the wallet's records (orders, transactions, withdrawals), newest first as the server sends it. */
export function HistoryTable<Row extends { id: string }>({ label, columns, rows, empty }: HistoryTableProps<Row>) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    // Scrolls sideways on a phone rather than squeezing the columns; focusable so the keyboard can scroll it too.
    <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={label}>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-border text-start text-muted-foreground">
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn('py-2 pe-4 font-medium', column.numeric && 'text-end')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border last:border-0">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={cn('py-3 pe-4 align-top', column.numeric && 'text-end whitespace-nowrap tabular-nums')}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
