import { describe, expect, it } from 'vitest';
import { manualDayProblems, parseManualDeliveryFile } from './manual-delivery';

const rows = (...lines: string[][]) => lines.map((cells, i) => ({ number: i + 1, cells }));
const keys = (problems: { key: string }[]) =>
  problems.map((p) => p.key.replace('manualDelivery:problems.', ''));

describe('parseManualDeliveryFile', () => {
  it('reads a pt-BR file: accented headers, dd/mm/yyyy, grouped thousands, R$ with decimal comma', () => {
    const parsed = parseManualDeliveryFile(
      rows(
        ['Data', 'Impressões', 'Cliques', 'Custo', 'Conversões', 'Visualizações', 'Estratégia'],
        ['22/11/2026', '12.345', '1.210', 'R$ 1.234,56', '4', '', 'Linha 1'],
        ['23/11/2026', '1.000', '0', '45,5', '', '900', ''],
      ),
      { currency: 'BRL', numericCells: false },
    );
    expect(parsed.language).toBe('pt_BR');
    expect(parsed.rows.map((r) => r.figures)).toEqual([
      {
        day: '2026-11-22',
        strategyId: null,
        impressions: 12_345,
        clicks: 1_210,
        conversions: 4,
        videoViews: 0,
        costMicros: 1_234_560_000n,
      },
      {
        day: '2026-11-23',
        strategyId: null,
        impressions: 1_000,
        clicks: 0,
        conversions: 0,
        videoViews: 900,
        costMicros: 45_500_000n,
      },
    ]);
    expect(parsed.rows[0]!.strategyName).toBe('Linha 1');
  });

  it('reads an English file: ISO or mm/dd/yyyy dates, comma thousands, decimal point', () => {
    const parsed = parseManualDeliveryFile(
      rows(
        ['date', 'impressions', 'clicks', 'cost'],
        ['11/22/2026', '1,500', '15', '1,234.50'],
        ['2026-11-23', '10', '1', '0.10'],
      ),
      { currency: 'BRL', numericCells: false },
    );
    expect(parsed.language).toBe('en');
    expect(parsed.rows.map((r) => [r.figures?.day, r.figures?.impressions, r.figures?.costMicros])).toEqual([
      ['2026-11-22', 1_500, 1_234_500_000n],
      ['2026-11-23', 10, 100_000n],
    ]);
  });

  it('reads XLSX number cells as numbers and refuses what has no single reading', () => {
    const xlsx = parseManualDeliveryFile(
      rows(['Data', 'Impressões', 'Cliques', 'Custo'], ['2026-11-22T00:00:00.000Z', '2000', '20', '12.34']),
      {
        currency: 'BRL',
        numericCells: true,
      },
    );
    expect(xlsx.rows[0]!.figures).toMatchObject({ day: '2026-11-22', costMicros: 12_340_000n });
    const bad = parseManualDeliveryFile(
      rows(
        ['data', 'impressões', 'cliques', 'custo'],
        ['31/02/2026', '1,5', 'x', '1.50'],
        ['22/11/2026', '10', '1', '-3,00'],
      ),
      { currency: 'BRL', numericCells: false },
    );
    expect(keys(bad.rows[0]!.problems)).toEqual(['bad_date', 'bad_count', 'bad_count', 'cost_ambiguous']);
    expect(keys(bad.rows[1]!.problems)).toEqual(['negative_cost']);
  });

  it('names the missing columns', () => {
    const parsed = parseManualDeliveryFile(rows(['data', 'impressões'], ['22/11/2026', '1']), {
      currency: 'BRL',
      numericCells: false,
    });
    expect(parsed.problems).toEqual([
      {
        field: 'file',
        key: 'manualDelivery:problems.missing_columns',
        params: { columns: 'clicks, cost', row: 1 },
      },
    ]);
  });
});

describe('manualDayProblems', () => {
  const campaign = { startDate: '2026-11-01', endDate: '2026-11-30' };
  const day = {
    day: '2026-11-20',
    strategyId: null,
    impressions: 100,
    clicks: 5,
    conversions: 0,
    videoViews: 0,
    costMicros: 1n,
  };
  it('keeps days within the campaign and not after today; counts whole and coherent', () => {
    expect(manualDayProblems(day, campaign, '2026-11-28')).toEqual([]);
    expect(keys(manualDayProblems({ ...day, day: '2026-11-29' }, campaign, '2026-11-28'))).toEqual([
      'future_day',
    ]);
    expect(keys(manualDayProblems({ ...day, day: '2026-10-31' }, campaign, '2026-11-28'))).toEqual([
      'before_start',
    ]);
    // Dates in the message as the reader writes them: dd/mm/aaaa, and mm/dd/yyyy for English.
    expect(manualDayProblems({ ...day, day: '2026-10-31' }, campaign, '2026-11-28')[0]!.params).toMatchObject(
      {
        day: '31/10/2026',
        day_en: '10/31/2026',
      },
    );
    expect(keys(manualDayProblems({ ...day, day: '2026-12-01' }, campaign, '2026-12-05'))).toEqual([
      'after_end',
    ]);
    expect(keys(manualDayProblems({ ...day, clicks: 101, videoViews: 101 }, campaign, '2026-11-28'))).toEqual(
      ['clicks_above_impressions', 'views_above_impressions'],
    );
    expect(
      keys(manualDayProblems({ ...day, impressions: 1.5, costMicros: -1n }, campaign, '2026-11-28')),
    ).toEqual(['bad_count', 'negative_cost']);
    expect(keys(manualDayProblems({ ...day, costMicros: 10n ** 17n }, campaign, '2026-11-28'))).toEqual([
      'too_large',
    ]);
  });
});
