import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { neutraliseFormula } from './neutralise-formula';
import type { SpreadsheetFormat } from './spreadsheet-row';

export type SpreadsheetCell = string | number | boolean | Date | null;

export interface SpreadsheetContent {
  format: SpreadsheetFormat;
  /** Header labels, in column order. */
  columns: string[];
  rows: Iterable<SpreadsheetCell[]> | AsyncIterable<SpreadsheetCell[]>;
  /** The XLSX sheet's name. */
  sheetName?: string;
}

export const spreadsheetContentTypes: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function* neutralised(rows: SpreadsheetContent['rows']) {
  for await (const row of rows) yield row.map(neutraliseFormula);
}

/** UTF-8 with a BOM, so Excel opens accents correctly; CRLF line ends (RFC 4180). */
function csvStream({ columns, rows }: SpreadsheetContent): Readable {
  const bom = Readable.from(['\uFEFF']);
  const out = new PassThrough();
  const stringifier = stringify({
    header: true,
    columns: columns.map(neutraliseFormula),
    record_delimiter: 'windows',
  });
  bom.pipe(out, { end: false });
  bom.on('end', () => {
    Readable.from(neutralised(rows)).pipe(stringifier).pipe(out);
  });
  return out;
}

function xlsxStream({ columns, rows, sheetName = 'Sheet1' }: SpreadsheetContent): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  void (async () => {
    sheet.addRow(columns.map(neutraliseFormula)).commit();
    for await (const row of neutralised(rows)) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/**
 * Streams a CSV or XLSX of `columns` and `rows`, every text cell that could start a formula
 * neutralised (see neutraliseFormula).
 */
export function spreadsheetStream(content: SpreadsheetContent): Readable {
  return content.format === 'xlsx' ? xlsxStream(content) : csvStream(content);
}

/** The whole file at once, for small exports and tests. */
export const writeSpreadsheet = (content: SpreadsheetContent): Promise<Buffer> =>
  buffer(spreadsheetStream(content));
