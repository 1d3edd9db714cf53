import type { CalendarDate, CampaignType, ChannelPlatform } from '@verba/domain';
import type {
  ChannelConnector,
  PlatformCampaignPlan,
  PlatformCampaignRef,
  PlatformDayStats,
  PlatformReview,
} from '../connector';

/** What the scripted platform holds for one of its campaigns. */
export interface ScriptedCampaign {
  status: 'paused' | 'active' | 'removed';
  dailyBudgetMicros: bigint | null;
  endDate: CalendarDate | null;
  /** The statistics the platform answers, per day (whole-day or hourly rows). */
  days: Map<CalendarDate, PlatformDayStats[]>;
  review: PlatformReview;
  /** When set, every call about this campaign fails with it (a platform outage, a revoked account). */
  failure: Error | null;
}

export interface ScriptedConnector extends ChannelConnector {
  /** Platform campaigns by platform id (`ref.campaignId`). */
  readonly campaigns: Map<string, ScriptedCampaign>;
  /** Every call, in order, e.g. `pause:c-1`, `setBudget:c-1:5000000`. */
  readonly calls: string[];
  /** A campaign as if created and activated, with its ref (tests insert the ref into channel_campaigns). */
  add(input: { platformCampaignId: string; status?: ScriptedCampaign['status'] }): PlatformCampaignRef;
  /** Sets a day's whole-day cost as the platform reports it (a later call restates it). */
  setDayCost(
    platformCampaignId: string,
    date: CalendarDate,
    costMicros: bigint,
    strategyId?: string | null,
  ): void;
}

/**
 * For money tests only: a platform stand-in implementing ChannelConnector whose statistics the test
 * scripts day by day (and restates), recording budget changes and pauses. It validates and creates
 * nothing real; the real platforms' sandboxes are the connectors' own (google-ads/sandbox, ...).
 */
export function scriptedConnector({
  platform = 'google_ads',
  campaignTypes = ['SEARCH', 'YOUTUBE'],
}: { platform?: ChannelPlatform; campaignTypes?: CampaignType[] } = {}): ScriptedConnector {
  const campaigns = new Map<string, ScriptedCampaign>();
  const calls: string[] = [];
  const refOf = (platformCampaignId: string): PlatformCampaignRef => ({
    platform,
    accountId: 'scripted-account',
    campaignId: platformCampaignId,
    ids: {},
  });
  const find = (ref: PlatformCampaignRef): ScriptedCampaign => {
    const campaign = campaigns.get(ref.campaignId);
    if (!campaign) throw new Error(`scripted platform: no campaign ${ref.campaignId}`);
    if (campaign.failure) throw campaign.failure;
    return campaign;
  };
  const add: ScriptedConnector['add'] = ({ platformCampaignId, status = 'active' }) => {
    campaigns.set(platformCampaignId, {
      status,
      dailyBudgetMicros: null,
      endDate: null,
      days: new Map(),
      review: { status: 'approved', ads: [] },
      failure: null,
    });
    return refOf(platformCampaignId);
  };
  return {
    platform,
    campaignTypes,
    campaigns,
    calls,
    add,
    setDayCost(platformCampaignId, date, costMicros, strategyId = null) {
      const campaign = campaigns.get(platformCampaignId)!;
      campaign.days.set(date, [
        {
          date,
          hour: null,
          strategyId,
          impressions: Number(costMicros / 10_000n),
          clicks: Number(costMicros / 1_000_000n),
          costMicros,
          conversions: 0,
          conversionValueMicros: 0n,
          videoViews: 0,
          videoQuartiles: [0, 0, 0, 0],
        },
      ]);
    },
    createPaused({ plan }: { plan: PlatformCampaignPlan }) {
      calls.push(`createPaused:${plan.campaignId}`);
      const id = `scripted-${plan.campaignId}`;
      if (!campaigns.has(id)) add({ platformCampaignId: id, status: 'paused' });
      campaigns.get(id)!.dailyBudgetMicros = plan.dailyBudgetMicros;
      return Promise.resolve(refOf(id));
    },
    validate() {
      return Promise.resolve({ ok: true, problems: [] });
    },
    activate({ ref }) {
      calls.push(`activate:${ref.campaignId}`);
      find(ref).status = 'active';
      return Promise.resolve();
    },
    pause({ ref }) {
      calls.push(`pause:${ref.campaignId}`);
      find(ref).status = 'paused';
      return Promise.resolve();
    },
    setBudget({ ref, dailyBudgetMicros, endDate }) {
      calls.push(`setBudget:${ref.campaignId}:${dailyBudgetMicros}`);
      const campaign = find(ref);
      campaign.dailyBudgetMicros = dailyBudgetMicros;
      campaign.endDate = endDate;
      return Promise.resolve();
    },
    reviewState({ ref }) {
      return Promise.resolve(find(ref).review);
    },
    statistics({ ref, from, to }) {
      const campaign = find(ref);
      const rows = [...campaign.days.entries()]
        .filter(([date]) => date >= from && date <= to)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .flatMap(([, rows]) => rows);
      return Promise.resolve(rows.map((row) => ({ ...row })));
    },
  };
}
