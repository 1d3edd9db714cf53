import type { AddCustomListEntriesInput, Language, MessageKey } from '@verba/domain';
import { eq } from 'drizzle-orm';
import { customLists } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { fail } from '../errors';
import { assertEditable, findAdvertiser } from '../advertisers/find-advertiser';
import { assertCustomAudienceAllowed } from './audience-eligibility';
import { toCustomListView, type StoredImport } from './custom-list-view';
import { findCustomList } from './find-custom-list';
import { storedValueOf } from './prepare-entries';
import { storeEntries } from './store-entries';

/**
 * Adds entries typed by hand (normalised like an import; e-mails hashed). Any invalid one refuses
 * the request with its reason under `entries.<index>`, and nothing is added. The list then holds
 * valid entries the user chose, so "List with error" is cleared: a refused import's, and the rows
 * the last import could not read (its report stays, marked resolved).
 */
export async function addCustomListEntries({
  deps,
  actor,
  id,
  input,
  language,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: AddCustomListEntriesInput;
  language: Language;
}) {
  const list = await findCustomList({ db: deps.db, companyId: actor.companyId, id });
  const advertiser = await findAdvertiser({ db: deps.db, companyId: actor.companyId, id: list.advertiserId });
  assertEditable(advertiser);
  if (list.type === 'EMAIL_AUDIENCE') assertCustomAudienceAllowed({ advertiser, now: deps.now(), language });
  const fields: Record<string, MessageKey[]> = {};
  const values = new Set<string>();
  input.entries.forEach((raw, index) => {
    const entry = storedValueOf(list.entryKind, raw);
    if (entry.ok) values.add(entry.value);
    else fields[`entries.${index}`] = [{ key: `lists:reasons.${entry.reason}`, params: {} }];
  });
  if (Object.keys(fields).length > 0) throw fail('VALIDATION_FAILED', fields);
  const result = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    await findCustomList({ db: tx, companyId: actor.companyId, id: list.id, forUpdate: true });
    const stored = await storeEntries({
      tx,
      listId: list.id,
      values: [...values],
      replace: false,
      now,
      language,
    });
    const current = await findCustomList({ db: tx, companyId: actor.companyId, id: list.id });
    const lastImport = current.lastImport as StoredImport | null;
    await tx
      .update(customLists)
      .set({
        lastImportError: null,
        lastImportErrorParams: null,
        ...(lastImport && { lastImport: { ...lastImport, resolved_at: now.toISOString() } }),
      })
      .where(eq(customLists.id, list.id));
    await recordAudit({
      db: tx,
      actor,
      action: 'custom_list.entries_added',
      targetType: 'custom_list',
      targetId: list.id,
      metadata: { added: stored.added },
    });
    const row = await findCustomList({ db: tx, companyId: actor.companyId, id: list.id });
    return { added: stored.added, row };
  });
  return { added: result.added, list: toCustomListView(result.row, advertiser) };
}
