import { describe, expect, it } from 'vitest';
import { buildChartScale } from './chart-scale.ts';

describe('buildChartScale', () => {
  it('steps by a round number to just above the largest value', () => {
    expect(buildChartScale(75)).toEqual({ max: 80, ticks: [0, 20, 40, 60, 80] });
    expect(buildChartScale(1234)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
    expect(buildChartScale(100)).toEqual({ max: 100, ticks: [0, 50, 100] });
  });

  it('keeps whole-number ticks for small counts', () => {
    expect(buildChartScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(buildChartScale(0.5)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it('gives an empty chart an axis up to 1', () => {
    expect(buildChartScale(0)).toEqual({ max: 1, ticks: [0, 1] });
  });
});
