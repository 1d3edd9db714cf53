import type { Actor, Deps } from '../deps';
import { findVisibleSupportRequest, supportRequestDetail } from './support-request-view';

/**
 * `GET support-requests/:id` (the company's user) and `GET staff/support-requests/:id` (`asStaff`):
 * the request and its thread; another company's request is NOT_FOUND.
 */
export async function getSupportRequest({
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
  return supportRequestDetail(deps.db, row.id);
}
