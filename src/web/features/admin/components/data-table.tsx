import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableColumnHeader, TableHeader, TableRow } from '#web/components/ui/table.tsx';
import { cn } from '#web/lib/cn.ts';

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; className?: string };

type DataTableProps<Row> = { label: string; columns: Column<Row>[]; rows: Row[] };

// A table from md up; on phones each row is a card of its own (components/ui/table.tsx).
export function DataTable<Row extends { id: string }>({ label, columns, rows }: DataTableProps<Row>) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <tr className="border-b border-border text-muted-foreground">
          {columns.map((column) => (
            <TableColumnHeader key={column.header} className="py-2 pe-4">
              {column.header}
            </TableColumnHeader>
          ))}
        </tr>
      </TableHeader>
      <TableBody className="max-md:gap-3">
        {rows.map((row) => (
          <TableRow
            key={row.id}
            className="max-md:rounded-xl max-md:border max-md:bg-card max-md:p-4 max-md:last:border"
          >
            {columns.map((column) => (
              <TableCell
                key={column.header}
                label={column.header}
                className={cn('py-3 pe-4 max-md:p-0', column.className)}
              >
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
