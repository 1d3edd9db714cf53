import type { CustomListRow } from '@verba/db';
import type { CustomListError, CustomListImportReport, CustomListView } from '@verba/domain';

/**
 * The last import's report as stored; `resolved_at` when entries typed by hand made the list valid
 * since (its unread rows no longer mark the list; the report itself is kept as it was).
 */
export type StoredImport = CustomListImportReport & { at: string; resolved_at?: string };

/**
 * "List with error" (spec §8): the last import was refused, or it left rows it could not read and
 * no entry was added by hand since.
 */
function errorOf(row: CustomListRow, lastImport: StoredImport | null): CustomListError | null {
  if (row.lastImportError)
    return {
      code: row.lastImportError,
      params: (row.lastImportErrorParams as Record<string, string> | null) ?? {},
    };
  if (lastImport && lastImport.invalid > 0 && !lastImport.resolved_at)
    return { code: 'CUSTOM_LIST_INVALID_ROWS', invalid_rows: lastImport.invalid };
  return null;
}

/** The report as the API shows it (without the internal `resolved_at`). */
function reportOf(stored: StoredImport | null) {
  if (!stored) return null;
  const { resolved_at: _resolved, ...report } = stored;
  return report;
}

/** The API shape of a list (snake_case, ISO dates). */
export function toCustomListView(
  row: CustomListRow,
  advertiser: { name: string; displayName: string; createdAt: Date },
): CustomListView {
  const lastImport = (row.lastImport as StoredImport | null) ?? null;
  const error = errorOf(row, lastImport);

  return {
    id: row.id,
    advertiser_id: row.advertiserId,
    advertiser_name: advertiser.name,
    advertiser_display_name: advertiser.displayName,
    advertiser_created_at: advertiser.createdAt.toISOString(),
    type: row.type,
    entry_kind: row.entryKind,
    name: row.name,
    entry_count: row.entryCount,
    status: error ? 'error' : 'ok',
    error,
    last_import: reportOf(lastImport),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
