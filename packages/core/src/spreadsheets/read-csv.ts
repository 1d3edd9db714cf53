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

/**
 * The one separator of a file whose header line decides it: the most frequent of tab, `;` and `,`
 * outside quotes (a pt-BR export separates with `;` because its decimals have commas).
 */
function headerDelimiter(text: string): string {
  const counts = new Map<string, number>([
    ['\t', 0],
    [';', 0],
    [',', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

/**
 * Streams the CSV's records (comma, semicolon or tab separated), refusing it past `maxRows`.
 * `delimiter: 'header'`: one separator for the whole file, the header line's (see headerDelimiter),
 * for files whose cells may hold the others (`R$ 1.234,56` in a `;` file).
 */
export async function readCsv(
  bytes: Buffer,
  { maxRows, delimiter = 'any' }: { maxRows: number; delimiter?: 'any' | 'header' },
): Promise<SpreadsheetRow[]> {
  const text = decode(bytes);
  const parser = Readable.from([text]).pipe(
    parse({
      delimiter: delimiter === 'header' ? headerDelimiter(text) : [',', ';', '\t'],
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
