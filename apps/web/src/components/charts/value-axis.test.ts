import { describe, expect, it } from 'vitest';
import { axisTickFormat, axisWidth, valueAxis } from './value-axis';

describe('chart value axis', () => {
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

  it('writes ticks in the language: whole reais, rates, compact counts', () => {
    const space = (text: string) => text.replace(/\s/g, ' ');
    expect(space(axisTickFormat('money', 'pt-BR')(150_000))).toBe('R$ 1.500');
    expect(space(axisTickFormat('money', 'pt-BR')(35))).toBe('R$ 0,35');
    expect(space(axisTickFormat('percent', 'pt-BR')(0.025))).toMatch(/^2,5 ?%$/);
    expect(space(axisTickFormat('integer', 'pt-BR')(15_000))).toBe('15 mil');
    expect(axisTickFormat('integer', 'en')(15_000)).toBe('15K');
  });

  it('gives money in minor units round reais ticks and a domain above the top value', () => {
    const axis = valueAxis([12_345, 98_760, 45_000]);
    expect(axis.domain[1]).toBeGreaterThan(98_760);
    expect(axis.ticks.every((tick) => tick % 100 === 0)).toBe(true);
    const rates = valueAxis([0.012, 0.031, null]);
    expect(rates.domain[1]).toBeGreaterThan(0.031);
    expect(rates.ticks.map(axisTickFormat('percent', 'pt-BR')).every((t) => !/\d{3,}/.test(t))).toBe(true);
  });
});
