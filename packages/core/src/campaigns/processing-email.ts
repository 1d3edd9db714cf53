import { eq } from 'drizzle-orm';
import { users, type CampaignRow, type DbOrTx } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { queueEmail } from '../mail/queue-email';

/**
 * Spec §4: publishing or editing a published campaign sends it to processing and approval; the
 * user who did it is told (in their language) that it can take up to 48 hours. Queued in the
 * caller's transaction, so it leaves only if the change commits.
 */
export async function queueProcessingEmail({
  deps,
  db,
  actor,
  campaign,
  edited,
}: {
  deps: Deps;
  db: DbOrTx;
  actor: Actor;
  campaign: CampaignRow;
  edited: boolean;
}): Promise<void> {
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  if (!user) return;
  await queueEmail({
    db,
    to: user.email,
    template: 'campaign_processing',
    language: actor.language,
    params: {
      name: user.name,
      campaign: campaign.name ?? '',
      edited,
      url: `${deps.config.appUrl}/campaigns/${campaign.id}`,
    },
  });
}
