import { describe, expect, it } from 'vitest';
import { axisWidth, valueAxis } from './widget-axis';

describe('widget value axis', () => {
  it('is a round linear domain from zero with headroom above the highest value', () => {
    expect(valueAxis([0, 0, 8120, 13980, null, 12040])).toEqual({
      domain: [0, 15000],
      ticks: [0, 5000, 10000, 15000],
    });
    // A maximum already on a round value still gets room above it.
    const exact = valueAxis([0, 2000, 4000]);
    expect(exact.domain[1]).toBeGreaterThan(4000);
    expect(exact.ticks.at(-1)).toBe(exact.domain[1]);
  });

  it('draws a flat zero line and negatives sensibly', () => {
    expect(valueAxis([])).toEqual({ domain: [0, 1], ticks: [0, 1] });
    expect(valueAxis([0, null, 0])).toEqual({ domain: [0, 1], ticks: [0, 1] });
    const mixed = valueAxis([-30, 50]);
    expect(mixed.domain[0]).toBeLessThan(-30);
    expect(mixed.domain[1]).toBeGreaterThan(50);
    expect(mixed.ticks).toContain(0);
  });

  it('leaves room for the widest label plus the tick offsets', () => {
    expect(axisWidth(['0', '5 mil', '15 mil'], (t) => t.length * 7)).toBe(42 + 20);
    expect(axisWidth([], () => 0)).toBe(20);
  });
});
