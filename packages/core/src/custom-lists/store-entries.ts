import { count, eq } from 'drizzle-orm';
import { customListEntries, customLists, type Tx } from '@verba/db';
import { customListLimits, localeOf, type Language } from '@verba/domain';
import { fail } from '../errors';

const batchSize = 1000;

/**
 * Adds `values` to the list (existing ones kept once: the primary key drops duplicates), after
 * deleting every entry when `replace`; refuses the whole write past the list's entry limit.
 * Runs in the caller's transaction, with the list's row locked. Returns the new count and how
 * many were added.
 */
export async function storeEntries({
  tx,
  listId,
  values,
  replace,
  now,
  language,
}: {
  tx: Tx;
  listId: string;
  values: string[];
  replace: boolean;
  now: Date;
  language: Language;
}): Promise<{ added: number; entryCount: number }> {
  if (replace) await tx.delete(customListEntries).where(eq(customListEntries.listId, listId));
  let added = 0;
  for (let at = 0; at < values.length; at += batchSize) {
    const inserted = await tx
      .insert(customListEntries)
      .values(values.slice(at, at + batchSize).map((value) => ({ listId, value, createdAt: now })))
      .onConflictDoNothing()
      .returning({ value: customListEntries.value });
    added += inserted.length;
  }
  const [{ total } = { total: 0 }] = await tx
    .select({ total: count() })
    .from(customListEntries)
    .where(eq(customListEntries.listId, listId));
  if (total > customListLimits.entries)
    throw fail('CUSTOM_LIST_TOO_MANY_ENTRIES', undefined, {
      max: customListLimits.entries.toLocaleString(localeOf[language]),
    });
  await tx.update(customLists).set({ entryCount: total, updatedAt: now }).where(eq(customLists.id, listId));
  return { added, entryCount: total };
}
