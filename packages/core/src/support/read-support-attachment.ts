import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { blobStoreOf } from '../storage';
import { findVisibleSupportRequest } from './support-request-view';

/**
 * `GET support-requests/:id/attachment` (the company's user) or `GET staff/…` (`asStaff`): the
 * attachment's bytes, type and name. Served as a download, never inline.
 */
export async function readSupportAttachment({
  deps,
  actor,
  id,
  asStaff = false,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  asStaff?: boolean;
}) {
  const row = await findVisibleSupportRequest({ db: deps.db, actor, id, asStaff });
  if (!row.attachmentKey || !row.attachmentType) throw fail('NOT_FOUND');
  const bytes = await blobStoreOf(deps).get(row.attachmentKey);
  if (!bytes) throw fail('NOT_FOUND');
  return { bytes, contentType: row.attachmentType, name: row.attachmentName ?? 'anexo' };
}
