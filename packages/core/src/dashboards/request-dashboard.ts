import { eq } from 'drizzle-orm';
import { staffRecipients } from '../users/company-recipients';
import { companies, dashboardRequests, readTogether, users } from '@verba/db';
import type { DashboardRequestInput } from '@verba/domain';
import { findAdvertiser } from '../advertisers/find-advertiser';
import type { Actor, Deps } from '../deps';
import { queueEmail } from '../mail/queue-email';
import { dashboardRequestView, type DashboardRequestView } from './dashboard-request-rules';

/**
 * `POST /dashboards/requests` ("Solicitar dashboard", spec §2: added within 48 hours): lands in the
 * staff queue (/staff/dashboard-requests) and every active staff member is e-mailed, in the same
 * transaction. The advertiser, if named, must be the company's own.
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
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dashboardRequests)
      .values({
        companyId: actor.companyId,
        requesterUserId: actor.userId,
        advertiserId: advertiser?.id ?? null,
        description: input.description,
        createdAt: deps.now(),
      })
      .returning();
    const [[requester], [company], staff] = await readTogether(tx, [
      () => tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId)),
      () =>
        tx
          .select({ tradeName: companies.tradeName, legalName: companies.legalName })
          .from(companies)
          .where(eq(companies.id, actor.companyId)),
      () => staffRecipients({ db: tx }),
    ]);
    for (const member of staff)
      await queueEmail({
        db: tx,
        to: member.email,
        language: member.language,
        template: 'dashboard_request_received',
        params: {
          name: member.name,
          company: company?.tradeName || company?.legalName || '',
          requester: requester?.name ?? '',
          advertiser: advertiser?.name ?? '',
          url: `${deps.config.appUrl}/staff/dashboard-requests`,
        },
      });
    return dashboardRequestView(row!, { requester: '', advertiser: advertiser?.name ?? null, company: null });
  });
}
