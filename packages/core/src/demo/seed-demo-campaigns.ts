import { and, eq, sql } from 'drizzle-orm';
import { advertisers, campaigns, creatives } from '@verba/db';
import { addCalendarDays, createCampaignSchema, saoPauloDateOf } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { createCampaign } from '../campaigns/create-campaign';
import { publishCampaign } from '../campaigns/publish-campaign';
import { pauseCampaign } from '../campaigns/pause-campaign';
import { approveCampaign } from '../campaigns/review/approve-campaign';
import { rejectCampaign } from '../campaigns/review/reject-campaign';
import { finishDueCampaigns } from '../campaigns/review/finish-campaigns';
import { consolidateDueCampaigns } from '../campaigns/review/consolidate-campaigns';
import { demoCampaigns, type DemoCampaign, type DemoCreativeRef } from './demo-campaign-data';
import { demoAdminActor } from './seed-demo-finance';
import { demoActor } from './seed-demo-creatives';
import { campaignTypeDeliverable } from '../channels/registry';
import { liveConnectionFor } from '../channels/connections/connection-rules';
import { youtubeReadiness } from '../campaigns/rule-context';
import { recordManualDay } from '../channels/manual/record-manual-day';
import { getGoogleSandboxKnobs, setGoogleSandboxKnobs } from '../channels/google-ads/sandbox/knobs';

const dayMs = 86_400_000;
const hourMs = 3_600_000;

/**
 * The demo campaigns target segmented audiences, which an advertiser gets from its 4th day (spec
 * §5): a demo client is presented as one of the agency's for a month before its campaign was
 * published (never younger than it already is; e-mail audiences still wait for 3 months).
 */
async function ageDemoAdvertiser(deps: Deps, advertiserId: string, days: number) {
  await deps.db
    .update(advertisers)
    .set({
      createdAt: sql`least(${advertisers.createdAt}, ${deps.now()}::timestamptz - make_interval(days => ${days}))`,
    })
    .where(eq(advertisers.id, advertiserId));
}

/** The same dependencies with the clock set to `at`: the use cases run as they did on that day. */
const atTime = (deps: Deps, at: Date): Deps => ({ ...deps, now: () => at });

async function creativeIdsOf(deps: Deps, advertiserId: string, refs: readonly DemoCreativeRef[]) {
  const rows = await deps.db
    .select({ id: creatives.id, format: creatives.format, width: creatives.width, height: creatives.height })
    .from(creatives)
    .where(and(eq(creatives.advertiserId, advertiserId), eq(creatives.status, 'approved')));
  const ids = refs.map(
    (ref) =>
      rows.find(
        (row) =>
          row.format === ref.format &&
          (ref.format !== 'DISPLAY' || (row.width === ref.width && row.height === ref.height)),
      )?.id,
  );
  return ids.every((id) => id !== undefined) ? ids : undefined;
}

/**
 * Takes one demo campaign through the use cases the API and the jobs call, each at its own time:
 * created and published `publishedDaysAgo` (the budget reserved from the wallet), then approved or
 * rejected by staff, paused today, or finished the day after its end date and consolidated
 * CAMPAIGN_CONSOLIDATION_HOURS later (its remainder back in the wallet).
 */
async function seedCampaign(
  deps: Deps,
  people: { actor: Actor; staff: Actor },
  demo: DemoCampaign,
  advertiserId: string,
  creativeIds: string[],
) {
  const { actor, staff } = people;
  const today = saoPauloDateOf(deps.now());
  // A channel not live in this mode cannot be published (CHANNEL_NOT_LIVE, issue 27): its demo is
  // a draft created today, its dates moved on so that it could be published once the channel is.
  const type = demo.draft(today).type;
  const live =
    campaignTypeDeliverable(deps, type) &&
    // META_ADS runs under the advertiser's connected Page (seeded in sandbox mode only).
    (type !== 'META_ADS' ||
      (await liveConnectionFor({
        db: deps.db,
        companyId: actor.companyId,
        advertiserId,
        platform: 'meta',
        purpose: 'facebook_page',
      })) !== null) &&
    // A YOUTUBE campaign needs the advertiser's channel connected and its logo (seed-demo-connections.ts
    // provides them in sandbox mode only): without them publishing is refused, so it stays a draft too.
    (type !== 'YOUTUBE' ||
      Object.values(
        await youtubeReadiness({ db: deps.db, campaign: { companyId: actor.companyId, advertiserId } }),
      ).every(Boolean));
  const published = live ? new Date(deps.now().getTime() - demo.publishedDaysAgo * dayMs) : deps.now();
  const then = atTime(deps, published);
  const input = createCampaignSchema.parse({
    ...demo.draft(live ? today : addCalendarDays(today, demo.publishedDaysAgo + 14)),
    advertiser_id: advertiserId,
    creative_ids: creativeIds,
  });
  const created = await createCampaign({ deps: then, actor, input });
  if (demo.fate === 'draft' || !live) return;
  const { id } = created;
  const pending = await publishCampaign({ deps: then, actor, id, version: created.version });
  if (demo.fate === 'pending') return;
  const reviewed = atTime(deps, new Date(published.getTime() + 2 * hourMs));
  if (demo.fate === 'failed') {
    await rejectCampaign({ deps: reviewed, actor: staff, id, input: { reason: demo.rejectionReason! } });
    return;
  }
  await approveCampaign({ deps: reviewed, actor: staff, id });
  // Google refuses a start in the past, so the sandbox creates the campaign starting today: told the
  // demo's start, it reports the days since then once the campaign goes live (sandbox "Past days").
  if (
    deps.config.channelsMode === 'sandbox' &&
    (type === 'SEARCH' || type === 'YOUTUBE') &&
    pending.start_date
  )
    await setGoogleSandboxKnobs(deps.db, {
      ranSince: { ...(await getGoogleSandboxKnobs(deps.db)).ranSince, [id]: pending.start_date },
    });
  // A managed campaign's past days, recorded by the platform team the morning after each (the
  // channel sync posts their cost against the reservation, as for any platform).
  for (const record of demo.manualDays ?? []) {
    const recordedAt = new Date(deps.now().getTime() - (record.daysAgo - 1) * dayMs);
    await recordManualDay({
      deps: atTime(deps, new Date(Math.min(recordedAt.getTime(), deps.now().getTime()))),
      actor: staff,
      input: {
        campaignId: id,
        day: {
          day: addCalendarDays(today, -record.daysAgo),
          impressions: record.impressions,
          clicks: record.clicks,
          conversions: record.conversions,
          video_views: record.videoViews,
          cost_micros: String(record.costMicros),
          note: 'Relatório do parceiro (demo)',
        },
      },
    });
  }
  if (demo.fate === 'paused') await pauseCampaign({ deps, actor, id });
  if (demo.fate !== 'finished' || !pending.end_date) return;
  // The sweep's first run after the end date, and its run once consolidation is due.
  const finishedAt = new Date(`${pending.end_date}T12:00:00-03:00`).getTime() + dayMs;
  await finishDueCampaigns({ deps: atTime(deps, new Date(finishedAt)) });
  const consolidation = finishedAt + deps.config.campaignConsolidationHours * hourMs + hourMs;
  await consolidateDueCampaigns({
    deps: atTime(deps, new Date(Math.min(consolidation, deps.now().getTime()))),
  });
}

/**
 * Demo campaigns (issue 11), idempotent: the demo agency's campaigns of demo-campaign-data.ts, in
 * every status, created by its administrator and reviewed by platform staff through the same use
 * cases as the API and the campaign jobs, so the ledger books every reservation and release
 * itself. A campaign whose name its advertiser already has (even deleted) is left alone, as is one
 * whose advertiser or creatives are missing.
 */
export async function seedDemoCampaigns({
  deps,
  adminEmail,
  staffEmail,
}: {
  deps: Deps;
  adminEmail: string;
  staffEmail: string;
}) {
  const [actor, staff] = [await demoAdminActor(deps, adminEmail), await demoActor(deps, staffEmail)];
  if (!actor || !staff?.isStaff) return;
  for (const demo of demoCampaigns) {
    const [advertiser] = await deps.db
      .select({ id: advertisers.id })
      .from(advertisers)
      .where(
        and(
          eq(advertisers.companyId, actor.companyId),
          eq(advertisers.displayName, demo.advertiser),
          eq(advertisers.status, 'active'),
        ),
      )
      .limit(1);
    if (!advertiser) continue;
    const name = demo.draft(saoPauloDateOf(deps.now())).name!;
    const [existing] = await deps.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.advertiserId, advertiser.id), eq(campaigns.name, name)))
      .limit(1);
    if (existing) continue;
    const creativeIds = await creativeIdsOf(deps, advertiser.id, demo.creatives);
    if (!creativeIds) continue;
    await ageDemoAdvertiser(deps, advertiser.id, demo.publishedDaysAgo + 30);
    await seedCampaign(deps, { actor, staff }, demo, advertiser.id, creativeIds);
  }
}
