import { and, eq, isNull } from 'drizzle-orm';
import { users, type CampaignRow, type DbOrTx } from '@verba/db';
import type { Deps } from '../../deps';
import { queueEmail } from '../../mail/queue-email';

/**
 * Tells a channel campaign's creator what happened to it on its platform, by the existing
 * templates: `campaign_rejected` (the platform refused it, its reasons) or
 * `campaign_channel_released` (its channel is not live; the reservation went back).
 */
export async function emailCampaignCreator({
  deps,
  db,
  campaign,
  notice,
}: {
  deps: Deps;
  db: DbOrTx;
  campaign: CampaignRow;
  notice: { kind: 'refused'; reason: string } | { kind: 'released'; amount: string };
}) {
  if (!campaign.createdByUserId) return;
  const [creator] = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.id, campaign.createdByUserId), isNull(users.deletedAt)));
  if (!creator) return;
  const url = `${deps.config.appUrl}/campaigns/${campaign.id}`;
  const base = { db, to: creator.email, language: creator.language };
  const name = campaign.name ?? '';
  if (notice.kind === 'refused')
    await queueEmail({
      ...base,
      template: 'campaign_rejected',
      params: { name: creator.name, campaign: name, reason: notice.reason, url },
    });
  else
    await queueEmail({
      ...base,
      template: 'campaign_channel_released',
      params: { name: creator.name, campaign: name, type: campaign.type, amount: notice.amount, url },
    });
}
