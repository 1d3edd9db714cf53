import { describe, expect, it } from 'vitest';
import { moneyOrDash, periodText, spentPercent } from './format';

const t = (key: string, values?: Record<string, string>) => `${key}:${JSON.stringify(values)}`;

describe('campaign formats', () => {
  it('writes money in reais or a dash', () => {
    expect(moneyOrDash('123456', 'BRL')).toBe('R$ 1.234,56');
    expect(moneyOrDash(null, 'BRL')).toBe('—');
  });

  it('writes the period with or without an end', () => {
    expect(periodText('2026-12-01', '2026-12-31', 'pt-BR', t)).toBe('01/12/2026 – 31/12/2026');
    expect(periodText('2026-12-01', null, 'pt-BR', t)).toBe(
      'campaigns:pages.period_open:{"start":"01/12/2026"}',
    );
    expect(periodText(null, null, 'pt-BR', t)).toBe('—');
  });

  it('gives the spent share of the reservation', () => {
    expect(spentPercent('10000', '2500')).toBe(25);
    expect(spentPercent('0', '0')).toBe(0);
    expect(spentPercent('300', '100')).toBe(33.33);
    expect(spentPercent('100', '200')).toBe(100);
  });
});
