import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './neutralise-formula';
import { writeSpreadsheet } from './write-spreadsheet';

const readCsv = (bytes: Buffer): string[][] => parse(bytes, { bom: true });

const dangerous = ['=1+1', '+55 11', '-2+3', '@SUM(A1)', '\tTAB', '\rCR', '=HYPERLINK("http://x","y")'];

describe('neutraliseFormula', () => {
  it.each(dangerous)('prefixes %j with an apostrophe', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });
  it.each(['exemplo.com.br', 'a=b', '', 'ação'])('leaves %j alone', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });
  it('leaves numbers as numbers', () => {
    expect(neutraliseFormula(-5)).toBe(-5);
  });
});

describe('writeSpreadsheet', () => {
  const rows = [['exemplo.com.br', 1], ...dangerous.map((cell) => [cell, 2]), ['ação.com.br', -3]];

  it('writes a CSV csv-parse reads back, formulas neutralised', async () => {
    const bytes = await writeSpreadsheet({ format: 'csv', columns: ['Entrada', 'N'], rows });
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = readCsv(bytes);
    expect(records[0]).toEqual(['Entrada', 'N']);
    expect(records.slice(1).map((record) => record[0])).toEqual([
      'exemplo.com.br',
      ...dangerous.map((cell) => `'${cell}`),
      'ação.com.br',
    ]);
    expect(records.slice(1).every((record) => !/^[=+\-@\t\r]/.test(record[0]!))).toBe(true);
  });

  it('writes an XLSX exceljs reads back, as text and numbers, no formula cell', async () => {
    const bytes = await writeSpreadsheet({
      format: 'xlsx',
      columns: ['Entrada', 'N'],
      rows,
      sheetName: 'Lista',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Lista')!;
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values[0]).toEqual(['Entrada', 'N']);
    // XML turns a written CR into LF when read back; the cell still starts with the apostrophe.
    expect(values.slice(1).map((v) => String(v[0]).replace('\n', '\r'))).toEqual([
      'exemplo.com.br',
      ...dangerous.map((c) => `'${c}`),
      'ação.com.br',
    ]);
    expect(values.at(-1)![1]).toBe(-3);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('streams rows from an async iterable', async () => {
    async function* many() {
      for (let i = 0; i < 5000; i++) yield [`s${i}.com`];
    }
    const bytes = await writeSpreadsheet({ format: 'csv', columns: ['d'], rows: many() });
    expect(readCsv(bytes).length).toBe(5001);
  });
});
