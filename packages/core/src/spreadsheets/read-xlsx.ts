import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { SpreadsheetError } from './spreadsheet-error';
import type { SpreadsheetRow } from './spreadsheet-row';

/** A cell as the user sees it: a formula's cached result, never the formula itself. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result ?? null);
  if ('text' in value) return cellText(value.text);
  if ('error' in value) return '';
  return '';
}

function rowOf(row: ExcelJS.Row): SpreadsheetRow | undefined {
  const values = (row.values as ExcelJS.CellValue[]).slice(1);
  const cells = Array.from(values, (value) => cellText(value));
  return cells.some((cell) => cell !== '') ? { number: row.number, cells } : undefined;
}

async function streamRows(bytes: Buffer, maxRows: number): Promise<SpreadsheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const rows: SpreadsheetRow[] = [];
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      if (row.number > maxRows) throw new SpreadsheetError('SPREADSHEET_TOO_MANY_ROWS', maxRows);
      const read = rowOf(row);
      if (read) rows.push(read);
    }
    break;
  }
  return rows;
}

async function loadRows(bytes: Buffer, maxRows: number): Promise<SpreadsheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.rowCount > maxRows) throw new SpreadsheetError('SPREADSHEET_TOO_MANY_ROWS', maxRows);
  const rows: SpreadsheetRow[] = [];
  sheet.eachRow((row) => {
    const read = rowOf(row);
    if (read) rows.push(read);
  });
  return rows;
}

/**
 * The first worksheet's rows, streamed through exceljs's reader and refused past `maxRows`. The
 * streaming reader has been seen to fail now and then on a valid workbook under load, so a failure
 * is tried once more with the whole-file reader before the file is called corrupted (the bytes are
 * already bounded). Call only on a zip `inspectZip` accepted: exceljs inflates without limits of its own.
 */
export async function readXlsx(bytes: Buffer, { maxRows }: { maxRows: number }): Promise<SpreadsheetRow[]> {
  try {
    return await streamRows(bytes, maxRows);
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
  }
  try {
    return await loadRows(bytes, maxRows);
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError('SPREADSHEET_CORRUPTED');
  }
}
