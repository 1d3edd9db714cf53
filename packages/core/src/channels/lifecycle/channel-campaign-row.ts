import { eq } from 'drizzle-orm';
import { channelCampaigns, type ChannelCampaignRow, type DbOrTx } from '@verba/db';
import type { PlatformCampaignRef, PlatformProblem, PlatformReview } from '../connector';

/** channel_campaigns as the lifecycle reads it, its JSON columns typed. */
export interface ChannelCampaignState {
  row: ChannelCampaignRow;
  ref: PlatformCampaignRef | null;
  review: PlatformReview | null;
  problems: PlatformProblem[];
}

export async function findChannelCampaign(db: DbOrTx, campaignId: string): Promise<ChannelCampaignState | null> {
  const [row] = await db.select().from(channelCampaigns).where(eq(channelCampaigns.campaignId, campaignId));
  if (!row) return null;
  return {
    row,
    ref: (row.ref as PlatformCampaignRef | null) ?? null,
    review: (row.review as PlatformReview | null) ?? null,
    problems: (row.problems as unknown as PlatformProblem[] | null) ?? [],
  };
}

type Changes = Partial<{
  status: ChannelCampaignRow['status'];
  ref: PlatformCampaignRef;
  review: PlatformReview;
  problems: PlatformProblem[];
  platformDailyBudgetMicros: bigint;
  lastError: string | null;
}>;

export async function updateChannelCampaign(db: DbOrTx, campaignId: string, changes: Changes, now: Date) {
  const { ref, review, problems, ...rest } = changes;
  await db
    .update(channelCampaigns)
    .set({
      ...rest,
      ...(ref && { ref: ref as unknown as Record<string, unknown> }),
      ...(review && { review: review as unknown as Record<string, unknown> }),
      ...(problems && { problems: problems as unknown as Record<string, unknown>[] }),
      updatedAt: now,
    })
    .where(eq(channelCampaigns.campaignId, campaignId));
}
