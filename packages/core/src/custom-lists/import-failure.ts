import { eq } from 'drizzle-orm';
import { customLists } from '@verba/db';
import {
  formatFileSize,
  localeOf,
  type CustomListImportReport,
  type ErrorCode,
  type Language,
} from '@verba/domain';
import type { Deps } from '../deps';
import { DomainError, fail } from '../errors';
import { isSpreadsheetError, type SpreadsheetLimits } from '../spreadsheets';

/** The refusals that mark a list "with error" (the file, not the request, was wrong). */
const fileRefusals: ErrorCode[] = [
  'SPREADSHEET_EMPTY',
  'SPREADSHEET_FILE_TYPE_NOT_SUPPORTED',
  'SPREADSHEET_TOO_LARGE',
  'SPREADSHEET_TOO_MANY_ROWS',
  'SPREADSHEET_UNPACKED_TOO_LARGE',
  'SPREADSHEET_CORRUPTED',
  'CUSTOM_LIST_NO_VALID_ENTRIES',
  'CUSTOM_LIST_TOO_MANY_ENTRIES',
];

/** A spreadsheet reader's refusal as the API's error, its limit in the user's language. */
export function importError(error: unknown, limits: SpreadsheetLimits, language: Language): unknown {
  if (!isSpreadsheetError(error)) return error;
  const max = {
    SPREADSHEET_TOO_LARGE: formatFileSize(limits.maxBytes, language),
    SPREADSHEET_UNPACKED_TOO_LARGE: formatFileSize(limits.maxUnpackedBytes, language),
    SPREADSHEET_TOO_MANY_ROWS: limits.maxRows.toLocaleString(localeOf[language]),
  }[error.code as string];
  return fail(error.code, undefined, max ? { max } : {});
}

/**
 * Keeps the refusal on the list ("List with error", spec §8) — in its own write, since the import's
 * transaction stored nothing — with the report when rows were read.
 */
export async function recordFailedImport({
  deps,
  listId,
  error,
  report,
}: {
  deps: Deps;
  listId: string;
  error: unknown;
  report?: CustomListImportReport | undefined;
}) {
  if (!(error instanceof DomainError) || !fileRefusals.includes(error.code)) return;
  const now = deps.now();
  await deps.db
    .update(customLists)
    .set({
      lastImportError: error.code,
      lastImportErrorParams: error.params,
      ...(report ? { lastImport: { ...report, at: now.toISOString() } } : {}),
      updatedAt: now,
    })
    .where(eq(customLists.id, listId));
}
