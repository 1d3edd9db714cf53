import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { renderReportFile } from './render-report-file';
import { testReportStream } from './test-report-stream';

const now = new Date('2026-11-22T15:00:00Z');

async function readXlsx(bytes: Buffer) {
  const sheets: { name: string; rows: unknown[][] }[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {});
  for await (const sheet of reader) {
    const rows: unknown[][] = [];
    for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
    sheets.push({ name: (sheet as unknown as { name: string }).name, rows });
  }
  return sheets;
}

describe('report files', () => {
  it('writes a CSV with a BOM, reais and percents, and the totals row', async () => {
    const file = renderReportFile({ report: testReportStream({ count: 2 }), format: 'csv', language: 'pt_BR', now });
    const text = (await buffer(file.stream)).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(file.fileName).toBe('relatorio-2026-11-22.csv');
    const rows: string[][] = parse(text.slice(1));
    expect(rows[0]).toEqual(['Campanha', 'Impressões', 'Cliques', 'CTR (%)', 'Investimento (R$)']);
    expect(rows[2]).toEqual(['Campanha 1', '1001', '1', '0.0999', '123.46']);
    expect(rows[3]![0]).toBe('Total');
  });

  it('writes the pt-BR Excel CSV with ";" and the decimal comma', async () => {
    const file = renderReportFile({ report: testReportStream({ count: 2 }), format: 'csv_excel', language: 'pt_BR', now });
    const text = (await buffer(file.stream)).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.split('\r\n')[2]).toBe('Campanha 1;1001;1;0,0999;123,46');
  });

  it('neutralises cells that look like formulas, in CSV and XLSX', async () => {
    const label = (i: number) => ['=HYPERLINK("http://x")', '+1+1', '-2', '@SUM(A1)'][i]!;
    const csv = renderReportFile({ report: testReportStream({ count: 4, label }), format: 'csv', language: 'en', now });
    const rows: string[][] = parse((await buffer(csv.stream)).toString('utf8').slice(1));
    expect(rows.slice(1, 5).map((r) => r[0])).toEqual(["'=HYPERLINK(\"http://x\")", "'+1+1", "'-2", "'@SUM(A1)"]);
    const xlsx = renderReportFile({ report: testReportStream({ count: 4, label }), format: 'xlsx', language: 'en', now });
    const [sheet] = await readXlsx(await buffer(xlsx.stream));
    expect(sheet!.rows.slice(1, 5).map((r) => r[0])).toEqual(["'=HYPERLINK(\"http://x\")", "'+1+1", "'-2", "'@SUM(A1)"]);
  });

  it('adds the compared figure and the change beside each metric', async () => {
    const report = testReportStream({
      definition: { comparison: 'previous_period', metrics: ['impressions'] },
      rows: [{ dimensions: { campaign: { id: 'c', label: 'C' } }, metrics: { impressions: 150 }, previous: { impressions: 100 }, change: { impressions: 0.5 } }],
    });
    const file = renderReportFile({ report, format: 'csv', language: 'es', now, totals: false });
    const rows: string[][] = parse((await buffer(file.stream)).toString('utf8').slice(1));
    expect(rows).toEqual([
      ['Campaña', 'Impresiones', 'Impresiones (período comparado)', 'Impresiones (variación %)'],
      ['C', '150', '100', '50'],
    ]);
  });

  it('a 100,000-row XLSX opens with a reader and matches the table, split into sheets past the row limit', async () => {
    const count = 100_000;
    const progress: number[] = [];
    const file = renderReportFile({
      report: testReportStream({ count }),
      format: 'xlsx',
      language: 'pt_BR',
      now,
      sheetRowLimit: 60_000,
      onProgress: (n) => void progress.push(n),
    });
    const sheets = await readXlsx(await buffer(file.stream));
    expect(sheets.map((s) => s.name)).toEqual(['Relatório', 'Relatório (2)']);
    // Each sheet repeats the header: 59,999 data rows, then the other 40,001 and the totals row.
    expect(sheets.map((s) => s.rows.length)).toEqual([60_000, 1 + 40_001 + 1]);
    for (const sheet of sheets) expect(sheet.rows[0]![0]).toBe('Campanha');
    const data = sheets.flatMap((s) => s.rows.slice(1));
    expect(data).toHaveLength(count + 1);
    for (let i = 0; i < count; i += 1) {
      const row = data[i]!;
      expect(row[0]).toBe(`Campanha ${i}`);
      expect(row[1]).toBe(1000 + i);
      expect(row[4]).toBe((12345 + i) / 100);
    }
    expect(data[count]![0]).toBe('Total');
    expect(progress.at(-1)).toBe(count + 1);
  }, 60_000);
});
