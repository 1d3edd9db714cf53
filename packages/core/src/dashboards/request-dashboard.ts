import { dashboardRequests } from '@verba/db';
import type { DashboardRequestInput } from '@verba/domain';
import { findAdvertiser } from '../advertisers/find-advertiser';
import type { Actor, Deps } from '../deps';
import { dashboardRequestView, type DashboardRequestView } from './dashboard-request-rules';

/**
 * `POST /dashboards/requests` ("Solicitar dashboard", spec §2: added within 48 hours): lands in the
 * staff queue (/staff/dashboard-requests). The advertiser, if named, must be the company's own.
 */
export async function requestDashboard({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: DashboardRequestInput;
}): Promise<DashboardRequestView> {
  const advertiser = input.advertiser_id
    ? await findAdvertiser({ db: deps.db, companyId: actor.companyId, id: input.advertiser_id })
    : null;
  const [row] = await deps.db
    .insert(dashboardRequests)
    .values({
      companyId: actor.companyId,
      requesterUserId: actor.userId,
      advertiserId: advertiser?.id ?? null,
      description: input.description,
      createdAt: deps.now(),
    })
    .returning();
  return dashboardRequestView(row!, { requester: '', advertiser: advertiser?.name ?? null, company: null });
}
