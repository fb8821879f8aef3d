import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; className?: string };

type DataTableProps<Row> = { label: string; columns: Column<Row>[]; rows: Row[] };

// One markup for every width: a table from md up, and on phones each row stacks into a card whose cells are
// labelled by their column (the data-label), so nothing scrolls sideways and the rows keep their table roles.
export function DataTable<Row extends { id: string }>({ label, columns, rows }: DataTableProps<Row>) {
  return (
    <table aria-label={label} className="w-full text-sm max-md:block">
      <thead className="max-md:sr-only">
        <tr className="border-b border-border text-left text-muted-foreground">
          {columns.map((column) => (
            <th key={column.header} scope="col" className="py-2 pr-4 font-medium">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
        {rows.map((row) => (
          <tr
            key={row.id}
            className={cn(
              'border-b border-border last:border-0',
              'max-md:flex max-md:flex-col max-md:gap-2 max-md:rounded-xl max-md:border max-md:bg-card max-md:p-4',
              'max-md:last:border',
            )}
          >
            {columns.map((column) => (
              <td
                key={column.header}
                data-label={column.header}
                className={cn(
                  'py-3 pr-4 align-top max-md:flex max-md:items-start max-md:justify-between max-md:gap-3 max-md:p-0',
                  'max-md:before:shrink-0 max-md:before:font-medium max-md:before:text-muted-foreground',
                  'max-md:before:content-[attr(data-label)]',
                  column.className,
                )}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
