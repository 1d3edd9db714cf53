import { and, eq } from 'drizzle-orm';
import { staffRecipients } from '../users/company-recipients';
import { campaigns, companies, paymentOrders, supportMessages, supportRequests, type Tx } from '@verba/db';
import type { SupportRequestInput } from '@verba/domain';
import { findAdvertiser } from '../advertisers/find-advertiser';
import { recordAudit } from '../audit/record-audit';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { isUuid } from '../ids';
import { queueEmail } from '../mail/queue-email';
import { supportRequestDetail } from './support-request-view';

/** A related campaign or payment must be the company's own (else 404, as for any other object). */
async function ownedId(tx: Tx, table: typeof campaigns | typeof paymentOrders, companyId: string, id: string) {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const [row] = await tx
    .select({ id: table.id, advertiserId: table.advertiserId })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)))
    .limit(1);
  if (!row) throw fail('NOT_FOUND');
  return row;
}

/**
 * `POST support-requests` (issue 31): any user of the company asks for help on a topic, about one
 * of the company's advertisers, campaigns or payments if they like. The description is the first
 * message of the thread; every active staff member is e-mailed, in the same transaction.
 */
export async function createSupportRequest({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: SupportRequestInput;
}) {
  return deps.db.transaction(async (tx) => {
    const campaign = input.campaign_id
      ? await ownedId(tx, campaigns, actor.companyId, input.campaign_id)
      : undefined;
    const payment = input.payment_order_id
      ? await ownedId(tx, paymentOrders, actor.companyId, input.payment_order_id)
      : undefined;
    const advertiserId = input.advertiser_id ?? campaign?.advertiserId ?? payment?.advertiserId ?? null;
    if (advertiserId) await findAdvertiser({ db: tx, companyId: actor.companyId, id: advertiserId });
    const now = deps.now();
    const [row] = await tx
      .insert(supportRequests)
      .values({
        companyId: actor.companyId,
        createdByUserId: actor.userId,
        topic: input.topic,
        subject: input.subject,
        advertiserId,
        campaignId: campaign?.id ?? null,
        paymentOrderId: payment?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(supportMessages).values({
      requestId: row!.id,
      authorUserId: actor.userId,
      fromStaff: false,
      body: input.description,
      createdAt: now,
    });
    await recordAudit({
      db: tx,
      actor,
      action: 'support_request.created',
      targetType: 'support_request',
      targetId: row!.id,
      metadata: { topic: input.topic },
      at: now,
    });
    const [company] = await tx
      .select({ tradeName: companies.tradeName, legalName: companies.legalName })
      .from(companies)
      .where(eq(companies.id, actor.companyId));
    const staff = await staffRecipients({ db: tx });
    for (const member of staff)
      await queueEmail({
        db: tx,
        to: member.email,
        language: member.language,
        template: 'support_request_received',
        params: {
          name: member.name,
          company: company?.tradeName || company?.legalName || '',
          subject: row!.subject,
          url: `${deps.config.appUrl}/staff/support?request=${row!.id}`,
        },
      });
    return supportRequestDetail(tx, row!.id);
  });
}
