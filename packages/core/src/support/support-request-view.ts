import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  advertisers,
  campaigns,
  supportMessages,
  supportRequests,
  users,
  type DbOrTx,
  type SupportRequestRow,
} from '@verba/db';
import type { SupportMessageView, SupportRequestDetail, SupportRequestView, SupportTopic } from '@verba/domain';
import type { Actor } from '../deps';
import { fail } from '../errors';
import { isUuid } from '../ids';

/** Only managers and user managers see every request of the company; a plain user sees their own. */
export const seesWholeCompany = (actor: Actor) => actor.role === 'manager' || actor.role === 'user_manager';

export function toSupportRequestView(
  row: SupportRequestRow,
  names: { advertiser: string | null; campaign: string | null; createdBy: string },
): SupportRequestView {
  return {
    id: row.id,
    topic: row.topic as SupportTopic,
    subject: row.subject,
    status: row.status,
    advertiser_id: row.advertiserId,
    advertiser_name: names.advertiser,
    campaign_id: row.campaignId,
    campaign_name: names.campaign,
    payment_order_id: row.paymentOrderId,
    attachment:
      row.attachmentKey && row.attachmentName && row.attachmentType
        ? { name: row.attachmentName, type: row.attachmentType, size: row.attachmentSize ?? 0 }
        : null,
    created_by: names.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Rows with the names a view shows (advertiser, campaign, requester) and any `extra` columns, in one query. */
export function selectSupportRequests<E extends Record<string, SQL | SQL.Aliased | AnyPgColumn>>(
  db: DbOrTx,
  extra: E = {} as E,
) {
  return db
    .select({
      ...extra,
      request: supportRequests,
      advertiser: advertisers.name,
      campaign: campaigns.name,
      createdBy: users.name,
    })
    .from(supportRequests)
    .leftJoin(advertisers, eq(advertisers.id, supportRequests.advertiserId))
    .leftJoin(campaigns, eq(campaigns.id, supportRequests.campaignId))
    .innerJoin(users, eq(users.id, supportRequests.createdByUserId));
}

export const viewOfRow = (row: {
  request: SupportRequestRow;
  advertiser: string | null;
  campaign: string | null;
  createdBy: string;
}) => toSupportRequestView(row.request, { advertiser: row.advertiser, campaign: row.campaign, createdBy: row.createdBy });

/**
 * A request the actor may see: staff see any; a company user sees their company's (their own
 * only for the plain `user` role). Anything else is NOT_FOUND (never reveal that it exists).
 */
export async function findVisibleSupportRequest({
  db,
  actor,
  id,
  asStaff = false,
}: {
  db: DbOrTx;
  actor: Actor;
  id: string;
  asStaff?: boolean;
}): Promise<SupportRequestRow> {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  if (asStaff && !actor.isStaff) throw fail('FORBIDDEN');
  const conditions = [eq(supportRequests.id, id)];
  if (!asStaff) {
    conditions.push(eq(supportRequests.companyId, actor.companyId));
    if (!seesWholeCompany(actor)) conditions.push(eq(supportRequests.createdByUserId, actor.userId));
  }
  const [row] = await db
    .select()
    .from(supportRequests)
    .where(and(...conditions))
    .limit(1);
  if (!row) throw fail('NOT_FOUND');
  return row;
}

/** The request with its names and thread, oldest message first. */
export async function supportRequestDetail(db: DbOrTx, id: string): Promise<SupportRequestDetail> {
  const [row] = await selectSupportRequests(db).where(eq(supportRequests.id, id));
  if (!row) throw fail('NOT_FOUND');
  const messages = await db
    .select({ message: supportMessages, author: users.name })
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.authorUserId))
    .where(inArray(supportMessages.requestId, [id]))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const thread: SupportMessageView[] = messages.map((m) => ({
    id: m.message.id,
    author_name: m.author,
    from_staff: m.message.fromStaff,
    body: m.message.body,
    created_at: m.message.createdAt.toISOString(),
  }));
  return { ...viewOfRow(row), messages: thread };
}
