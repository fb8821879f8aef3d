import { type ReactNode, useId } from 'react';
import { Card } from '#web/components/ui/card.tsx';

type ChartCardProps = {
  title: string;
  /** One sentence saying what the chart shows; it also describes the figure to assistive technology. */
  summary: string;
  /** The drawing, hidden from assistive technology: `table` says the same. */
  chart: ReactNode;
  /** A visually hidden table of the chart's data. */
  table: ReactNode;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: ReactNode;
};

export function ChartCard({ title, summary, chart, table, empty }: ChartCardProps) {
  const id = useId();
  return (
    <Card className="min-w-0 p-5">
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={`${id}-summary`} className="mt-1 text-sm text-muted-foreground">
          {summary}
        </p>
        {empty ?? (
          <figure aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className="mt-4">
            <div aria-hidden="true">{chart}</div>
            {table}
          </figure>
        )}
      </section>
    </Card>
  );
}

/** The empty state of a chart: what is missing and, when it helps, where to go. */
export function ChartEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mt-4 grid min-h-40 place-items-center rounded-md border border-dashed p-6 text-center">
      <div>
        <p className="font-medium">{title}</p>
        {children ? <div className="mt-2 text-sm text-muted-foreground">{children}</div> : null}
      </div>
    </div>
  );
}

/** Fills from the theme's colours, so the charts follow light and dark mode. */
export const chartFills = {
  primary: 'fill-primary',
  secondary: 'fill-muted-foreground',
} as const;
