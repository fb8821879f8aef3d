// The value axis of a bar chart: whole-number ticks at a round step (1, 2 or 5 times a power of ten) from 0 to at
// least the largest value. Pure, so the charts' scales are testable without drawing them.

export type ChartScale = { max: number; ticks: number[] };

/** About `tickCount` steps from 0; a chart of zeros still gets an axis up to 1. */
export function buildChartScale(largest: number, tickCount = 4): ChartScale {
  if (!(largest > 0)) return { max: 1, ticks: [0, 1] };
  const rough = largest / tickCount;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!,
  );
  const max = Math.ceil(largest / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return { max, ticks };
}
