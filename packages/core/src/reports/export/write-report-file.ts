import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { reportExportLimits, type ReportExportFormat } from '@verba/domain';
import { neutraliseFormula, type SpreadsheetCell } from '../../spreadsheets';

export const reportFileTypes: Record<ReportExportFormat, { contentType: string; extension: string }> = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  csv_excel: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
};

export interface ReportFileContent {
  format: ReportExportFormat;
  headers: string[];
  rows: AsyncIterable<SpreadsheetCell[]> | Iterable<SpreadsheetCell[]>;
  /** XLSX sheet names: the first, and the n-th (n ≥ 2) when the rows continue past a sheet's limit. */
  sheetName: (n: number) => string;
  /** Rows per XLSX sheet, the header included (Excel's 1,048,576 unless a test says less). */
  sheetRowLimit?: number;
  /** Called every `progressEvery` rows and at the end with the data rows written so far. */
  onProgress?: (rowsWritten: number) => void | Promise<void>;
  progressEvery?: number;
  /** A UTF-8 BOM first (Excel reads accents right); on for CSVs unless a data feed asks otherwise. */
  bom?: boolean;
}

/** pt-BR Excel reads `1234,56`: the decimal comma, no thousands separator. */
const decimalComma = (cell: SpreadsheetCell) => (typeof cell === 'number' ? String(cell).replace('.', ',') : cell);

async function* counted(content: ReportFileContent) {
  const every = content.progressEvery ?? 1000;
  let n = 0;
  for await (const row of content.rows) {
    yield row.map(neutraliseFormula);
    n += 1;
    if (content.onProgress && n % every === 0) await content.onProgress(n);
  }
  await content.onProgress?.(n);
}

function csvFile(content: ReportFileContent): Readable {
  const excel = content.format === 'csv_excel';
  async function* lines() {
    if (content.bom ?? true) yield '\uFEFF';
    const stringifier = stringify({
      delimiter: excel ? ';' : ',',
      record_delimiter: 'windows',
      cast: { number: (value) => (excel ? String(decimalComma(value)) : String(value)) },
    });
    const source = Readable.from(
      (async function* () {
        yield content.headers.map(neutraliseFormula);
        yield* counted(content);
      })(),
    );
    source.on('error', (error) => stringifier.destroy(error));
    source.pipe(stringifier);
    for await (const chunk of stringifier) yield chunk as Buffer;
  }
  return Readable.from(lines());
}

function xlsxFile(content: ReportFileContent): Readable {
  const out = new PassThrough();
  const limit = Math.max(2, content.sheetRowLimit ?? reportExportLimits.xlsxSheetRows);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const headers = content.headers.map(neutraliseFormula);
  void (async () => {
    let sheetNumber = 1;
    let sheet = workbook.addWorksheet(content.sheetName(1));
    sheet.addRow(headers).commit();
    let rowsInSheet = 1;
    let written = 0;
    for await (const row of counted(content)) {
      if (rowsInSheet >= limit) {
        sheet.commit();
        sheetNumber += 1;
        sheet = workbook.addWorksheet(content.sheetName(sheetNumber));
        sheet.addRow(headers).commit();
        rowsInSheet = 1;
      }
      sheet.addRow(row).commit();
      rowsInSheet += 1;
      written += 1;
      // The writer does not wait for a slow reader: hold the rows back until the file drains.
      if (written % 500 === 0 && out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/**
 * Streams a report file of any size: CSV (`,`, UTF-8 BOM, CRLF), the pt-BR Excel CSV (`;`,
 * decimal comma, BOM) or XLSX split into sheets past the sheet row limit. Every text cell that
 * could start a formula is neutralised (spreadsheets/neutralise-formula.ts).
 */
export function reportFileStream(content: ReportFileContent): Readable {
  return content.format === 'xlsx' ? xlsxFile(content) : csvFile(content);
}
