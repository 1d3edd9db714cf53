import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { SpreadsheetError } from './spreadsheet-error';
import type { SpreadsheetRow } from './spreadsheet-row';

/** Google Ads Editor saves its CSV exports as UTF-16 with a byte order mark. */
export const hasUtf16Bom = (bytes: Buffer): boolean =>
  bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));

/** UTF-16 (by its BOM), UTF-8 (with or without BOM), or Windows-1252 as older Excel saves a CSV. */
function decode(bytes: Buffer): string {
  if (hasUtf16Bom(bytes)) return new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Streams the CSV's records (comma, semicolon or tab separated), refusing it past `maxRows`. */
export async function readCsv(bytes: Buffer, { maxRows }: { maxRows: number }): Promise<SpreadsheetRow[]> {
  const parser = Readable.from([decode(bytes)]).pipe(
    parse({
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }),
  );
  const rows: SpreadsheetRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (rows.length >= maxRows) throw new SpreadsheetError('SPREADSHEET_TOO_MANY_ROWS', maxRows);
      if (record.some((cell) => cell !== '')) rows.push({ number: info.lines, cells: record });
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError('SPREADSHEET_CORRUPTED');
  }
  return rows;
}
