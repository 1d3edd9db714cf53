import { describe, expect, it } from 'vitest';
import {
  axisMoney,
  axisRate,
  chartMoney,
  formatCount,
  formatRate,
  pacingState,
  shareOf,
} from './delivery-format';

describe('delivery figures', () => {
  it('pt-BR groups thousands with a dot and writes percentages with a comma', () => {
    expect(formatCount(1234, 'pt-BR')).toBe('1.234');
    expect(formatRate(0.0235, 'pt-BR')).toMatch(/^2,35\s?%$/);
    expect(formatRate(0.0235, 'en')).toBe('2.35%');
    expect(formatRate(null, 'pt-BR')).toBe('—');
    expect(axisRate(0.4, 'pt-BR')).toMatch(/^40\s?%$/);
    expect(axisRate(0.075, 'pt-BR')).toMatch(/^7,5\s?%$/);
    expect(axisRate(0.225, 'en')).toBe('22.5%');
  });

  it('share of a target, capped at 100', () => {
    expect(shareOf('50', '200')).toBe(25);
    expect(shareOf('500', '200')).toBe(100);
    expect(shareOf('5', null)).toBe(0);
    expect(shareOf('5', '0')).toBe(0);
  });

  it('pacing against the target', () => {
    expect(pacingState('100', null)).toBe('none');
    expect(pacingState('100', '100')).toBe('on_track');
    expect(pacingState('120', '100')).toBe('ahead');
    expect(pacingState('80', '100')).toBe('behind');
    expect(pacingState('0', '0')).toBe('on_track');
  });

  it('chart money: the tooltip in full pt-BR money, the axis short', () => {
    expect(chartMoney(123456, 'BRL')).toBe('R$ 1.234,56');
    expect(chartMoney(99.6, 'BRL')).toBe('R$ 1,00');
    // Axis ticks follow the currency's format, not the language's (spec §9).
    expect(axisMoney(120_000, 'BRL')).toBe('R$ 1.200');
    expect(axisMoney(5000, 'BRL')).toBe('R$ 50');
    expect(axisMoney(0, 'BRL')).toBe('R$ 0');
    expect(axisMoney(110, 'BRL')).toBe('R$ 1,10');
    expect(axisMoney(3, 'BRL')).toBe('R$ 0,03');
    expect(axisMoney(120_000, 'USD')).toBe('$1,200');
    expect(axisMoney(250_000_000, 'EUR')).toBe('€ 2.500.000');
    expect(axisMoney(-35, 'BRL')).toBe('-R$ 0,35');
  });
});
