import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { supportRequests } from '@verba/db';
import { supportLimits } from '@verba/domain';
import { recordAudit } from '../audit/record-audit';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { blobStoreOf } from '../storage';
import { attachmentDisplayName, attachmentTypeOf } from './attachment-type';
import { findVisibleSupportRequest, supportRequestDetail } from './support-request-view';

/**
 * `POST support-requests/:id/attachment` (multipart, field `file`): the request's one attachment
 * (a screenshot, a receipt, a spreadsheet), checked by its bytes and size, stored in the blob store
 * (the upload path of logos and creatives) under a new key; a previous one is removed after commit.
 */
export async function attachSupportFile({
  deps,
  actor,
  id,
  bytes,
  fileName,
  truncated = false,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  bytes: Uint8Array;
  fileName: string;
  truncated?: boolean;
}) {
  await findVisibleSupportRequest({ db: deps.db, actor, id });
  const field = (code: 'SUPPORT_ATTACHMENT_TOO_LARGE' | 'SUPPORT_ATTACHMENT_INVALID_TYPE') =>
    fail(code, { file: [{ key: `errors:${code}`, params: {} }] });
  if (truncated || bytes.length > supportLimits.attachmentMaxBytes) throw field('SUPPORT_ATTACHMENT_TOO_LARGE');
  const type = attachmentTypeOf(bytes, fileName);
  if (!type) throw field('SUPPORT_ATTACHMENT_INVALID_TYPE');
  const store = blobStoreOf(deps);
  const key = `support/${id}/${randomBytes(12).toString('hex')}.${supportLimits.attachmentTypes[type]}`;
  await store.put(key, bytes);
  let previousKey: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const row = await findVisibleSupportRequest({ db: tx, actor, id });
      previousKey = row.attachmentKey;
      const now = deps.now();
      await tx
        .update(supportRequests)
        .set({
          attachmentKey: key,
          attachmentName: attachmentDisplayName(fileName, type),
          attachmentType: type,
          attachmentSize: bytes.length,
          updatedAt: now,
        })
        .where(eq(supportRequests.id, row.id));
      await recordAudit({
        db: tx,
        actor,
        action: 'support_request.attached',
        targetType: 'support_request',
        targetId: row.id,
        metadata: { type, bytes: bytes.length },
        at: now,
      });
    });
  } catch (error) {
    await store.delete(key);
    throw error;
  }
  if (previousKey) await store.delete(previousKey);
  return supportRequestDetail(deps.db, id);
}
