import { eq } from 'drizzle-orm';
import { customLists } from '@verba/db';
import type { CustomListImportReport, Language } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { fail } from '../errors';
import { assertEditable, findAdvertiser } from '../advertisers/find-advertiser';
import { readSpreadsheet, SpreadsheetError } from '../spreadsheets';
import { assertCustomAudienceAllowed } from './audience-eligibility';
import { toCustomListView } from './custom-list-view';
import { findCustomList } from './find-custom-list';
import { importError, recordFailedImport } from './import-failure';
import { prepareEntries } from './prepare-entries';
import { storeEntries } from './store-entries';

/**
 * Imports a CSV or XLSX into a list, synchronously: the file is bounded by the spreadsheet limits
 * (bytes, rows, unpacked size), so reading, normalising and storing it takes a few seconds at most.
 * The entries are added (or replace the list's, `mode: 'replace'`) in one transaction; a refused
 * file stores no entry and leaves the list "with error" and its reason. E-mails are hashed before
 * anything is stored.
 */
export async function importCustomList({
  deps,
  actor,
  id,
  bytes,
  truncated,
  mode,
  language,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  bytes: Buffer;
  /** The upload passed the byte limit and was cut short. */
  truncated: boolean;
  mode: 'add' | 'replace';
  language: Language;
}) {
  const list = await findCustomList({ db: deps.db, companyId: actor.companyId, id });
  const advertiser = await findAdvertiser({ db: deps.db, companyId: actor.companyId, id: list.advertiserId });
  assertEditable(advertiser);
  if (list.type === 'EMAIL_AUDIENCE') assertCustomAudienceAllowed({ advertiser, now: deps.now(), language });
  const limits = deps.config.spreadsheetLimits;
  let report: CustomListImportReport | undefined;
  try {
    if (truncated) throw new SpreadsheetError('SPREADSHEET_TOO_LARGE');
    const { format, rows } = await readSpreadsheet({ bytes, limits });
    const { values, ...counts } = prepareEntries(list.entryKind, rows);
    report = { format, ...counts, added: 0 };
    if (values.length === 0) throw fail('CUSTOM_LIST_NO_VALID_ENTRIES');
    const row = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      await findCustomList({ db: tx, companyId: actor.companyId, id: list.id, forUpdate: true });
      const stored = await storeEntries({
        tx,
        listId: list.id,
        values,
        replace: mode === 'replace',
        now,
        language,
      });
      report = { ...report!, added: stored.added };
      const [updated] = await tx
        .update(customLists)
        .set({
          lastImport: { ...report, at: now.toISOString() },
          lastImportError: null,
          lastImportErrorParams: null,
          updatedAt: now,
        })
        .where(eq(customLists.id, list.id))
        .returning();
      await recordAudit({
        db: tx,
        actor,
        action: 'custom_list.imported',
        targetType: 'custom_list',
        targetId: list.id,
        metadata: { mode, ...report },
      });
      return updated!;
    });
    return { list: toCustomListView(row, advertiser), report };
  } catch (caught) {
    const error = importError(caught, limits, language);
    await recordFailedImport({ deps, listId: list.id, error, report });
    throw error;
  }
}
