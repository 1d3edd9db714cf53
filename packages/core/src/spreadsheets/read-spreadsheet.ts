import { fileTypeFromBuffer } from 'file-type';
import { defaultSpreadsheetLimits, type SpreadsheetLimits } from './limits';
import { hasUtf16Bom, readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import { SpreadsheetError } from './spreadsheet-error';
import type { SpreadsheetFormat, SpreadsheetRow } from './spreadsheet-row';
import { inspectZip, isZip } from './zip-inspection';

/**
 * Decides the format by the content, never the name: a zip holding a workbook is XLSX (after
 * `inspectZip` has bounded it), text with no binary signature (or UTF-16 text, by its BOM) is CSV,
 * anything else is refused.
 */
async function formatOf(bytes: Buffer, limits: SpreadsheetLimits): Promise<SpreadsheetFormat> {
  if (isZip(bytes)) {
    const entries = await inspectZip(bytes, limits);
    if (!entries.some((entry) => entry.name === 'xl/workbook.xml'))
      throw new SpreadsheetError('SPREADSHEET_FILE_TYPE_NOT_SUPPORTED');
    return 'xlsx';
  }
  if (hasUtf16Bom(bytes)) return 'csv';
  if (await fileTypeFromBuffer(bytes)) throw new SpreadsheetError('SPREADSHEET_FILE_TYPE_NOT_SUPPORTED');
  if (bytes.includes(0)) throw new SpreadsheetError('SPREADSHEET_FILE_TYPE_NOT_SUPPORTED');
  return 'csv';
}

/**
 * Reads the rows of an uploaded CSV or XLSX (its first sheet) as text, within `limits`; throws a
 * `SpreadsheetError` for an empty, too large, unpacking-too-large, too long, corrupted or
 * non-spreadsheet file. Blank rows are skipped; each row keeps its number in the file.
 */
export async function readSpreadsheet({
  bytes,
  limits = defaultSpreadsheetLimits,
  csvDelimiter = 'any',
}: {
  bytes: Buffer;
  limits?: SpreadsheetLimits;
  /** A CSV's separators: any of `,` `;` tab (default), or only the header line's (readCsv). */
  csvDelimiter?: 'any' | 'header';
}): Promise<{ format: SpreadsheetFormat; rows: SpreadsheetRow[] }> {
  if (bytes.length === 0) throw new SpreadsheetError('SPREADSHEET_EMPTY');
  if (bytes.length > limits.maxBytes) throw new SpreadsheetError('SPREADSHEET_TOO_LARGE', limits.maxBytes);
  const format = await formatOf(bytes, limits);
  const rows =
    format === 'xlsx'
      ? await readXlsx(bytes, limits)
      : await readCsv(bytes, { maxRows: limits.maxRows, delimiter: csvDelimiter });
  if (rows.length === 0) throw new SpreadsheetError('SPREADSHEET_EMPTY');
  return { format, rows };
}
