import type { CampaignType, ChannelPlatform } from '@verba/domain';
import type {
  ChannelConnector,
  PlatformCampaignPlan,
  PlatformCampaignRef,
  PlatformDayStats,
  PlatformProblem,
  PlatformReview,
} from '../connector';

/** One call a connector received, in order. */
export type RecordedCall =
  | { method: 'validate' | 'createPaused'; plan: PlatformCampaignPlan }
  | { method: 'activate' | 'pause' | 'reviewState'; ref: PlatformCampaignRef }
  | { method: 'setBudget'; ref: PlatformCampaignRef; dailyBudgetMicros: bigint; endDate: string | null }
  | { method: 'statistics'; ref: PlatformCampaignRef; from: string; to: string };

/**
 * A ChannelConnector for tests (registered through `deps.channelConnectors`): it records every
 * call, creates refs from the plan (idempotent by campaign id), and can be told to refuse the
 * plan (validate answers the problems), to fail the next calls (a network error the job
 * retries), or what review and statistics to answer.
 */
export class RecordingConnector implements ChannelConnector {
  readonly calls: RecordedCall[] = [];
  /** validate answers these problems while non-empty. */
  problems: PlatformProblem[] = [];
  /** The next this-many calls throw (an unreachable platform). */
  failNext = 0;
  review: PlatformReview | null = null;
  stats: PlatformDayStats[] = [];
  private readonly created = new Map<string, PlatformCampaignRef>();

  constructor(
    readonly platform: ChannelPlatform = 'google_ads',
    readonly campaignTypes: readonly CampaignType[] = ['SEARCH', 'YOUTUBE'],
  ) {}

  /** The methods called, in order (optionally only for one campaign's ref or plan). */
  methods(campaignId?: string): string[] {
    return this.calls
      .filter((c) => campaignId === undefined || ('plan' in c ? c.plan.campaignId : c.ref.ids.verba) === campaignId)
      .map((c) => c.method);
  }

  /** The last plan createPaused received for a campaign. */
  createdPlan(campaignId: string): PlatformCampaignPlan | undefined {
    const plans = this.calls.flatMap((c) =>
      c.method === 'createPaused' && c.plan.campaignId === campaignId ? [c.plan] : [],
    );
    return plans.at(-1);
  }

  private record(call: RecordedCall) {
    this.calls.push(call);
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error(`platform unreachable (${call.method})`);
    }
  }

  validate({ plan }: { plan: PlatformCampaignPlan }) {
    this.record({ method: 'validate', plan });
    return Promise.resolve({ ok: this.problems.length === 0, problems: [...this.problems] });
  }

  createPaused({ plan }: { plan: PlatformCampaignPlan }) {
    this.record({ method: 'createPaused', plan });
    const existing = this.created.get(plan.campaignId);
    const ids: Record<string, string> = { verba: plan.campaignId, ...existing?.ids };
    for (const g of plan.groups) {
      ids[g.strategyId] ??= `adgroup-${Object.keys(ids).length}`;
      for (const a of g.ads) ids[`${g.strategyId}:${a.creativeId}`] ??= `ad-${Object.keys(ids).length}`;
    }
    const ref: PlatformCampaignRef = {
      platform: this.platform,
      accountId: '1234567890',
      campaignId: existing?.campaignId ?? `campaign-${this.created.size + 1}`,
      ids,
    };
    this.created.set(plan.campaignId, ref);
    return Promise.resolve(ref);
  }

  /** How many platform campaigns it holds (a second createPaused of a campaign makes none). */
  get createdCount() {
    return this.created.size;
  }

  activate({ ref }: { ref: PlatformCampaignRef }) {
    this.record({ method: 'activate', ref });
    return Promise.resolve();
  }

  pause({ ref }: { ref: PlatformCampaignRef }) {
    this.record({ method: 'pause', ref });
    return Promise.resolve();
  }

  setBudget(input: { ref: PlatformCampaignRef; dailyBudgetMicros: bigint; endDate: string | null }) {
    this.record({ method: 'setBudget', ...input });
    return Promise.resolve();
  }

  reviewState({ ref }: { ref: PlatformCampaignRef }) {
    this.record({ method: 'reviewState', ref });
    return Promise.resolve(this.review ?? { status: 'pending' as const, ads: [] });
  }

  statistics(input: { ref: PlatformCampaignRef; from: string; to: string }) {
    this.record({ method: 'statistics', ...input });
    return Promise.resolve([...this.stats]);
  }
}
