// What a benchmark's run() returns, and how the runner prints it.
export type BenchReport = {
  title: string;
  columns: string[];
  rows: string[][];
  notes?: string[];
};

export function formatTable(report: BenchReport): string {
  const widths = report.columns.map((column, i) =>
    Math.max(column.length, ...report.rows.map((row) => (row[i] ?? '').length)),
  );
  // First column (the name) left-aligned, figures right-aligned.
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [
    report.title,
    line(report.columns),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...report.rows.map(line),
    ...(report.notes ?? []).map((note) => `  ${note}`),
  ].join('\n');
}

export const formatInteger = (n: number) => Math.round(n).toLocaleString('en-US');
/** autocannon reports whole milliseconds; keep up to two decimals for anything finer. */
export const formatMs = (n: number) => String(Number(n.toFixed(n >= 10 ? 1 : 2)));
