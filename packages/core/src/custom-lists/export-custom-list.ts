import { and, asc, eq, gt } from 'drizzle-orm';
import { customListEntries, type Db } from '@verba/db';
import type { SpreadsheetExportFormat } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { spreadsheetContentTypes, spreadsheetStream } from '../spreadsheets';
import { findCustomList } from './find-custom-list';

const pageSize = 5000;
const headerOf = { domain: 'domain', app: 'app_id', email: 'email_sha256' } as const;

/** The list's values in order, read a page at a time (keyset), so a large list is never held whole. */
async function* valuesOf(db: Db, listId: string) {
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({ value: customListEntries.value })
      .from(customListEntries)
      .where(
        and(
          eq(customListEntries.listId, listId),
          after === undefined ? undefined : gt(customListEntries.value, after),
        ),
      )
      .orderBy(asc(customListEntries.value))
      .limit(pageSize);
    for (const row of rows) yield [row.value];
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.value;
  }
}

/**
 * The list as a CSV or XLSX stream: one column of entries (an e-mail audience's SHA-256 hashes
 * only), formula-looking cells neutralised by the writer. The header re-imports as a header.
 */
export async function exportCustomList({
  deps,
  actor,
  id,
  format,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  format: SpreadsheetExportFormat;
}) {
  const list = await findCustomList({ db: deps.db, companyId: actor.companyId, id });
  const slug =
    list.name
      .normalize('NFD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'lista';
  return {
    filename: `${slug}.${format}`,
    contentType: spreadsheetContentTypes[format],
    stream: spreadsheetStream({
      format,
      columns: [headerOf[list.entryKind]],
      rows: valuesOf(deps.db, list.id),
      sheetName: 'Lista',
    }),
  };
}
