import { describe, expect, it } from 'vitest';
import { changeTone, formatChange, formatReportValue } from './report-format';
import { dayMarkOf, watermarkNotes } from './watermark';

/** Percent signs sit with or without a (narrow) space, by the ICU version. */
const nbsp = (text: string) => text.replace(/[\s\u00a0\u202f]%/g, '%');

describe('report figures in pt-BR', () => {
  it('writes money from minor units, ratios as percentages and counts with thousands', () => {
    expect(formatReportValue(123456, 'money', 'pt-BR')).toBe('R$ 1.234,56');
    expect(formatReportValue(1234.5, 'money', 'pt-BR')).toBe('R$ 12,35');
    expect(nbsp(formatReportValue(0.01234, 'percent', 'pt-BR'))).toBe('1,23%');
    expect(formatReportValue(1234567, 'integer', 'pt-BR')).toBe('1.234.567');
    expect(formatReportValue(2.345, 'decimal', 'pt-BR')).toBe('2,35');
    expect(formatReportValue(null, 'money', 'pt-BR')).toBe('—');
  });

  it('signs a change and colours it by what is better for the metric', () => {
    expect(nbsp(formatChange(0.125, 'pt-BR'))).toBe('+12,5%');
    expect(nbsp(formatChange(-0.5, 'pt-BR'))).toBe('-50,0%');
    expect(formatChange(null, 'pt-BR')).toBe('—');
    expect(changeTone('clicks', 0.1)).toBe('good');
    expect(changeTone('cpc', 0.1)).toBe('bad');
    expect(changeTone('cpa', -0.1)).toBe('good');
    expect(changeTone('spend', 0.3)).toBe('neutral');
    expect(changeTone('ctr', 0)).toBe('neutral');
  });
});

describe('the watermark marks', () => {
  // 2026-11-28 15:00 in São Paulo (UTC−3); the last 48 hours start 2026-11-26 15:00.
  const watermark = {
    data_until: '2026-11-28T18:00:00.000Z',
    provisional_from: '2026-11-28',
    consolidating_from: '2026-11-26T18:00:00.000Z',
    restated_days: ['2026-11-20'],
  };

  it('marks today provisional, the last 48 hours consolidating and restated days', () => {
    expect(dayMarkOf('2026-11-28', watermark)).toBe('provisional');
    expect(dayMarkOf('2026-11-27', watermark)).toBe('consolidating');
    expect(dayMarkOf('2026-11-26', watermark)).toBe('consolidating');
    expect(dayMarkOf('2026-11-25', watermark)).toBeUndefined();
    expect(dayMarkOf('2026-11-20', watermark)).toBe('restated');
    expect(dayMarkOf('2026-W47', watermark)).toBeUndefined();
  });

  it('tells what a range holds of them', () => {
    expect(watermarkNotes(watermark, { from: '2026-11-01', to: '2026-11-28' })).toEqual({
      provisional: true,
      consolidating: true,
      restated: ['2026-11-20'],
    });
    expect(watermarkNotes(watermark, { from: '2026-10-01', to: '2026-10-31' })).toEqual({
      provisional: false,
      consolidating: false,
      restated: [],
    });
  });
});
