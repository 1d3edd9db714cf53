import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from './read-spreadsheet';
import { defaultSpreadsheetLimits } from './limits';
import {
  csvOf,
  csvOfRows,
  pngFile,
  renamedExecutable,
  windowsExecutable,
  xlsxManyEntries,
  xlsxOf,
  xlsxZipBomb,
} from './test-files';

const limits = { ...defaultSpreadsheetLimits, maxRows: 1000, maxUnpackedBytes: 5 * 1024 * 1024 };

const codeOf = (bytes: Buffer, l = limits) =>
  readSpreadsheet({ bytes, limits: l }).then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('readSpreadsheet', () => {
  it('reads an XLSX by its content, with row numbers and formula results', async () => {
    const bytes = await xlsxOf([['domain'], ['exemplo.com.br'], [null], ['  Outro.com  ', 42]]);
    const { format, rows } = await readSpreadsheet({ bytes, limits });
    expect(format).toBe('xlsx');
    expect(rows).toEqual([
      { number: 1, cells: ['domain'] },
      { number: 2, cells: ['exemplo.com.br'] },
      { number: 4, cells: ['Outro.com', '42'] },
    ]);
  });

  it('reads a CSV with comma, semicolon, BOM, quotes and CRLF, skipping blank lines', async () => {
    const bytes = Buffer.from('\uFEFFsite;nota\r\n"a.com";"x, y"\r\n\r\nb.com,z\r\n');
    const { format, rows } = await readSpreadsheet({ bytes, limits });
    expect(format).toBe('csv');
    expect(rows).toEqual([
      { number: 1, cells: ['site', 'nota'] },
      { number: 2, cells: ['a.com', 'x, y'] },
      { number: 4, cells: ['b.com', 'z'] },
    ]);
  });

  it('reads a tab-separated UTF-16 CSV with its BOM, as Google Ads Editor exports it', async () => {
    const text = '\ufeffCampaign\tAd Group\r\nVerão\tTênis\r\n';
    for (const bytes of [Buffer.from(text, 'utf16le'), Buffer.from(text, 'utf16le').swap16()]) {
      const { format, rows } = await readSpreadsheet({ bytes, limits });
      expect(format).toBe('csv');
      expect(rows.map((r) => r.cells)).toEqual([
        ['Campaign', 'Ad Group'],
        ['Verão', 'Tênis'],
      ]);
    }
  });

  it('reads a Windows-1252 CSV', async () => {
    const { rows } = await readSpreadsheet({ bytes: Buffer.from('ação.com.br\n', 'latin1'), limits });
    expect(rows[0]!.cells).toEqual(['ação.com.br']);
  });

  it('decides by content: an XLSX named .csv is still an XLSX (the name is never read)', async () => {
    const { format } = await readSpreadsheet({ bytes: await xlsxOf([['a.com']]), limits });
    expect(format).toBe('xlsx');
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'SPREADSHEET_EMPTY'],
    ['a file of blank lines', Buffer.from('\n\n ,\n'), 'SPREADSHEET_EMPTY'],
    ['a renamed Linux executable', renamedExecutable(), 'SPREADSHEET_FILE_TYPE_NOT_SUPPORTED'],
    ['a renamed Windows executable', windowsExecutable(), 'SPREADSHEET_FILE_TYPE_NOT_SUPPORTED'],
    ['a PNG', pngFile(), 'SPREADSHEET_FILE_TYPE_NOT_SUPPORTED'],
    ['binary text with NUL bytes', Buffer.from('a.com\0\0\0\n'), 'SPREADSHEET_FILE_TYPE_NOT_SUPPORTED'],
    [
      'a zip bomb declaring its size',
      xlsxZipBomb({ unpackedBytes: 20 * 1024 * 1024 }),
      'SPREADSHEET_UNPACKED_TOO_LARGE',
    ],
    [
      'a zip bomb lying about its size',
      xlsxZipBomb({ unpackedBytes: 20 * 1024 * 1024, lying: true }),
      'SPREADSHEET_UNPACKED_TOO_LARGE',
    ],
    ['a zip of too many entries', xlsxManyEntries(600), 'SPREADSHEET_UNPACKED_TOO_LARGE'],
    ['a truncated zip', Buffer.from('PK\u0003\u0004garbage'), 'SPREADSHEET_CORRUPTED'],
    ['a CSV past the row limit', csvOfRows(1001), 'SPREADSHEET_TOO_MANY_ROWS'],
  ])('refuses %s', async (_, bytes, code) => {
    expect(await codeOf(bytes)).toBe(code);
  });

  it('refuses a file past the byte limit before reading it', async () => {
    expect(await codeOf(csvOfRows(100), { ...limits, maxBytes: 100 })).toBe('SPREADSHEET_TOO_LARGE');
  });

  it('refuses an XLSX past the row limit', async () => {
    const bytes = await xlsxOf(Array.from({ length: 1001 }, (_, i) => [`s${i}.com`]));
    expect(await codeOf(bytes)).toBe('SPREADSHEET_TOO_MANY_ROWS');
  });

  it('refuses a 100,000-row CSV under the default limits', async () => {
    expect(await codeOf(csvOfRows(100_000), defaultSpreadsheetLimits)).toBe('SPREADSHEET_TOO_MANY_ROWS');
  });

  it('accepts a CSV at exactly the row limit', async () => {
    expect(await codeOf(csvOfRows(1000))).toBe('accepted');
  });

  it('reads formula-looking text as plain text', async () => {
    const { rows } = await readSpreadsheet({ bytes: csvOf([['=HYPERLINK("x")'], ['@SUM(1)']]), limits });
    expect(rows.map((row) => row.cells[0])).toEqual(['=HYPERLINK("x")', '@SUM(1)']);
  });
});
