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

/**
 * Streams the first worksheet's rows through exceljs's reader, refusing the file past `maxRows`.
 * Call only on a zip `inspectZip` accepted: exceljs inflates entries without limits of its own.
 */
export async function readXlsx(bytes: Buffer, { maxRows }: { maxRows: number }): Promise<SpreadsheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const rows: SpreadsheetRow[] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        if (row.number > maxRows) throw new SpreadsheetError('SPREADSHEET_TOO_MANY_ROWS', maxRows);
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        const cells = Array.from(values, (value) => cellText(value));
        if (cells.some((cell) => cell !== '')) rows.push({ number: row.number, cells });
      }
      break;
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError('SPREADSHEET_CORRUPTED');
  }
  return rows;
}
