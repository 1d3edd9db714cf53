import {
  customListLimits,
  normaliseEntry,
  normaliseEmail,
  type CustomListEntryKind,
  type CustomListImportReport,
} from '@verba/domain';
import type { SpreadsheetRow } from '../spreadsheets';
import { hashEmail, sandboxGraphMatches } from './email-hash';

/** A first row that is one plain word or two (`domain`, `E-mail`, `App ID`) is a header, not an entry. */
const headerLike = /^[\p{L}][\p{L}\d _-]{0,39}$/u;

export type PreparedEntries = Omit<CustomListImportReport, 'format' | 'added'> & { values: string[] };

/** One cell as stored: normalised, and for e-mails hashed (the address goes no further). */
export function storedValueOf(kind: CustomListEntryKind, raw: string) {
  if (kind !== 'email') return normaliseEntry(kind, raw);
  const email = normaliseEmail(raw);
  if (!email.ok) return email;
  return { ok: true as const, value: email.hashed ? email.value : hashEmail(email.value) };
}

/**
 * The entries of an import: each row's first cell normalised (e-mails hashed), duplicates in the
 * file dropped, invalid rows counted and the first ones reported with their number and reason —
 * an e-mail row's text is never repeated in the report.
 */
export function prepareEntries(kind: CustomListEntryKind, rows: SpreadsheetRow[]): PreparedEntries {
  const values = new Set<string>();
  const invalidRows: PreparedEntries['invalid_rows'] = [];
  let invalid = 0;
  let duplicates = 0;
  let read = 0;
  rows.forEach((row, index) => {
    const cell = row.cells.find((c) => c !== '') ?? '';
    const entry = storedValueOf(kind, cell);
    if (!entry.ok) {
      if (index === 0 && headerLike.test(cell)) return;
      read++;
      invalid++;
      if (invalidRows.length < customListLimits.reportedInvalidRows)
        invalidRows.push({
          row: row.number,
          reason: entry.reason,
          value: kind === 'email' ? null : cell.slice(0, 100),
        });
      return;
    }
    read++;
    if (values.has(entry.value)) duplicates++;
    else values.add(entry.value);
  });
  const list = [...values];
  return {
    values: list,
    rows: read,
    valid: read - invalid,
    invalid,
    duplicates,
    matched: kind === 'email' ? list.filter(sandboxGraphMatches).length : null,
    invalid_rows: invalidRows,
  };
}
