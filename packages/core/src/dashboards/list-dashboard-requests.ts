import { and, desc, eq, type SQL } from 'drizzle-orm';
import { advertisers, companies, dashboardRequests, users } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { dashboardRequestView, type DashboardRequestView } from './dashboard-request-rules';

async function listRequests(deps: Deps, where: SQL | undefined, withCompany: boolean) {
  const rows = await deps.db
    .select({
      request: dashboardRequests,
      requester: users.name,
      advertiser: advertisers.name,
      company: companies.tradeName,
    })
    .from(dashboardRequests)
    .innerJoin(users, eq(users.id, dashboardRequests.requesterUserId))
    .innerJoin(companies, eq(companies.id, dashboardRequests.companyId))
    .leftJoin(advertisers, eq(advertisers.id, dashboardRequests.advertiserId))
    .where(where)
    .orderBy(desc(dashboardRequests.createdAt))
    .limit(200);
  return rows.map((r) =>
    dashboardRequestView(r.request, {
      requester: r.requester,
      advertiser: r.advertiser,
      company: withCompany ? r.company : null,
    }),
  );
}

/** `GET /dashboards/requests`: the company's requests and whether they were built. */
export async function listDashboardRequests({
  deps,
  actor,
}: {
  deps: Deps;
  actor: Actor;
}): Promise<DashboardRequestView[]> {
  return listRequests(deps, eq(dashboardRequests.companyId, actor.companyId), false);
}

/** `GET /staff/dashboard-requests`: the staff queue (open first by default), every company. Staff only. */
export async function listStaffDashboardRequests({
  deps,
  actor,
  status,
}: {
  deps: Deps;
  actor: Actor;
  status?: 'open' | 'done' | undefined;
}): Promise<DashboardRequestView[]> {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  return listRequests(deps, status ? and(eq(dashboardRequests.status, status)) : undefined, true);
}
