import type { DbOrTx } from '@verba/db';
import { writeAuditRow, type AuditRow } from '../audit/write-audit-row';

export type AuthEvent = AuditRow & { at: Date };

/** One audit-log row for an authentication event (there may be no signed-in actor yet). */
export async function recordAuthEvent({ db, entry }: { db: DbOrTx; entry: AuthEvent }) {
  await writeAuditRow({ db, row: entry });
}
