import { eq } from 'drizzle-orm';
import { staffRecipients } from '../users/company-recipients';
import { campaignRequests, companies, readTogether, users } from '@verba/db';
import { formatMoney, type CampaignRequestInput } from '@verba/domain';
import { assertEditable, findAdvertiser } from '../advertisers/find-advertiser';
import { recordAudit } from '../audit/record-audit';
import type { Actor, Deps } from '../deps';
import { queueEmail } from '../mail/queue-email';
import { toCampaignRequestView } from './campaign-request-view';

/**
 * `POST campaign-requests`: the company asks the platform to set up a managed campaign for one of
 * its active advertisers. Stored with the audit row, an e-mail to every active staff member and a
 * confirmation to the user, in one transaction.
 */
export async function createCampaignRequest({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: CampaignRequestInput;
}) {
  return deps.db.transaction(async (tx) => {
    const advertiser = await findAdvertiser({ db: tx, companyId: actor.companyId, id: input.advertiser_id });
    assertEditable(advertiser);
    const [row] = await tx
      .insert(campaignRequests)
      .values({
        companyId: actor.companyId,
        advertiserId: advertiser.id,
        createdByUserId: actor.userId,
        name: input.name,
        budget: input.budget,
        currency: advertiser.currency,
        startDate: input.start_date,
        endDate: input.end_date ?? null,
        objective: input.objective,
        channels: input.channels,
        notes: input.notes,
        createdAt: deps.now(),
      })
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'campaign_request.created',
      targetType: 'campaign_request',
      targetId: row!.id,
      at: deps.now(),
    });
    const budget = formatMoney(row!.budget, row!.currency);
    const [[requester], [company], staff] = await readTogether(tx, [
      () =>
        tx
          .select({ name: users.name, email: users.email, language: users.language })
          .from(users)
          .where(eq(users.id, actor.userId)),
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
        template: 'campaign_request_received',
        params: {
          name: member.name,
          company: company?.tradeName || company?.legalName || '',
          advertiser: advertiser.name,
          campaign: row!.name,
          budget,
          url: `${deps.config.appUrl}/staff/campaign-requests`,
        },
      });
    if (requester)
      await queueEmail({
        db: tx,
        to: requester.email,
        language: requester.language,
        template: 'campaign_request_confirmation',
        params: { name: requester.name, campaign: row!.name, budget },
      });
    return toCampaignRequestView(row!, advertiser.name);
  });
}
