import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import {
  alertSeverityOf,
  builtInThresholds,
  formatMoney,
  saoPauloDateOf,
  saoPauloStartOfDay,
  channelPlatformOf,
  type CampaignType,
  type Currency,
} from '@verba/domain';
import { deliveryWindow } from '@verba/domain/delivery/delivery-window';
import type { Deps } from '../deps';
import type { AlertCondition } from './conditions';
import { pgArray } from './pg-array';

const hourMs = 3_600_000;
const dayMs = 86_400_000;

interface LiveCampaign {
  id: string;
  company_id: string;
  name: string | null;
  type: CampaignType;
  currency: Currency;
  budget: string | null;
  status: 'active';
  start_date: string | null;
  end_date: string | null;
  approved_creatives: number;
}

/**
 * The built-in alerts of a prepaid agency (issue 31) that are conditions over rollups and the
 * ledger: a live campaign without impressions for 2 hours, pacing outside 70–130 % of plan, the
 * wallets lasting fewer than N days at the last 7 days' spend; and the recent events worth a
 * notice (a rejected campaign or creative, a payment paid, failed or about to expire, a withdrawal
 * paid, a connection to reconnect, a report ready), which fire once and resolve silently.
 */
export async function builtInConditions({ deps, companyIds }: { deps: Deps; companyIds?: string[] }): Promise<AlertCondition[]> {
  const now = deps.now();
  const only = companyIds ? sql`AND company_id = ANY(${pgArray(companyIds)}::uuid[])` : sql``;
  const out: AlertCondition[] = [];
  out.push(...(await campaignConditions(deps, now, only)));
  out.push(...(await balanceConditions(deps, now, companyIds)));
  out.push(...(await eventConditions(deps, now, only)));
  return out;
}

async function campaignConditions(deps: Deps, now: Date, only: ReturnType<typeof sql>): Promise<AlertCondition[]> {
  const live = await queryRows<LiveCampaign>(
    deps.db,
    sql`SELECT c.id, c.company_id, c.name, c.type, c.currency, c.budget::text AS budget, c.status,
               c.start_date::text AS start_date, c.end_date::text AS end_date,
               (SELECT count(*)::int FROM campaign_creatives cc JOIN creatives cr ON cr.id = cc.creative_id
                 WHERE cc.campaign_id = c.id AND cr.status = 'approved' AND cr.archived_at IS NULL) AS approved_creatives
          FROM campaigns c
         WHERE c.status = 'active' AND c.deleted_at IS NULL ${only}`,
  );
  const today = saoPauloDateOf(now);
  const delivering = live.filter(
    (c) =>
      channelPlatformOf(c.type) === null &&
      deliveryWindow({
        today,
        campaign: { status: c.status, startDate: c.start_date, endDate: c.end_date },
        approvedCreatives: Number(c.approved_creatives),
      }) === 'delivering',
  );
  if (!deps.events || delivering.length === 0) return [];
  const ids = delivering.map((c) => c.id);
  const stalledFrom = new Date(now.getTime() - builtInThresholds.stalledMinutes * 60_000);
  const [recent, sinceStart] = await Promise.all([
    deps.events.campaignTotals({ campaignIds: ids, from: stalledFrom, to: now }),
    deps.events.campaignTotals({ campaignIds: ids, to: now }),
  ]);
  const out: AlertCondition[] = [];
  for (const c of delivering) {
    const name = c.name ?? '';
    const link = `/campaigns/${c.id}`;
    const started = c.start_date ? saoPauloStartOfDay(c.start_date) : now;
    // Stalled: delivering for at least the window, yet no impression in it.
    const liveLongEnough = started.getTime() <= stalledFrom.getTime();
    const impressions = recent.get(c.id)?.impressions ?? 0;
    out.push({
      companyId: c.company_id,
      alertType: 'campaign_stalled',
      ruleKey: '',
      objectType: 'campaign',
      objectId: c.id,
      met: liveLongEnough && impressions === 0,
      value: impressions,
      severity: alertSeverityOf.campaign_stalled,
      params: { campaign: name, hours: builtInThresholds.stalledMinutes / 60 },
      link,
      cooldownMinutes: 30,
      announceResolve: true,
    });
    // Pacing: spend so far against the budget spread evenly over the campaign's days.
    if (c.budget && c.start_date && c.end_date) {
      const start = saoPauloStartOfDay(c.start_date).getTime();
      const end = saoPauloStartOfDay(c.end_date).getTime() + dayMs;
      const elapsed = Math.min(now.getTime(), end) - start;
      if (elapsed >= dayMs && end > start) {
        const planned = (Number(c.budget) * elapsed) / (end - start);
        const spentCents = Number(sinceStart.get(c.id)?.spendMicros ?? 0n) / 10_000;
        const ratio = planned > 0 ? spentCents / planned : 1;
        out.push({
          companyId: c.company_id,
          alertType: 'pacing_off',
          ruleKey: '',
          objectType: 'campaign',
          objectId: c.id,
          met: ratio < builtInThresholds.pacingUnder || ratio > builtInThresholds.pacingOver,
          value: Math.round(ratio * 100),
          severity: alertSeverityOf.pacing_off,
          params: { campaign: name, percent: Math.round(ratio * 100) },
          link,
          cooldownMinutes: 12 * 60,
          announceResolve: false,
        });
      }
    }
  }
  return out;
}

async function balanceConditions(deps: Deps, now: Date, companyIds?: string[]): Promise<AlertCondition[]> {
  const since = new Date(now.getTime() - builtInThresholds.spendRateDays * dayMs);
  const only = companyIds ? sql`WHERE co.id = ANY(${pgArray(companyIds)}::uuid[])` : sql``;
  // Available balance of the company's BRL wallets (company and advertisers) against its spend
  // over the last 7 days (spend transfers out of its campaigns' reservations).
  const rows = await queryRows<{ company_id: string; available: string; spent: string }>(
    deps.db,
    sql`WITH spend AS (
          SELECT c.company_id, sum(t.amount) AS amount
            FROM ledger_transfers t
            JOIN ledger_accounts a ON a.id = t.from_account_id AND a.type = 'campaign_reservation' AND a.currency = 'BRL'
            JOIN campaigns c ON c.id::text = a.owner_id
           WHERE t.kind = 'spend' AND t.created_at >= ${since}
           GROUP BY c.company_id)
        SELECT co.id AS company_id,
               (coalesce((SELECT sum(a.balance) FROM ledger_accounts a WHERE a.type = 'company_wallet' AND a.owner_id = co.id::text AND a.currency = 'BRL'), 0)
              + coalesce((SELECT sum(a.balance) FROM ledger_accounts a JOIN advertisers ad ON a.owner_id = ad.id::text
                           WHERE a.type = 'advertiser_wallet' AND ad.company_id = co.id AND a.currency = 'BRL'), 0))::text AS available,
               coalesce(s.amount, 0)::text AS spent
          FROM companies co JOIN spend s ON s.company_id = co.id ${only}`,
  );
  return rows.map((r) => {
    const available = BigInt(r.available);
    const perDay = Number(BigInt(r.spent)) / builtInThresholds.spendRateDays;
    const daysLeft = perDay > 0 ? Number(available) / perDay : Infinity;
    return {
      companyId: r.company_id,
      alertType: 'balance_low' as const,
      ruleKey: '',
      objectType: 'company',
      objectId: r.company_id,
      met: daysLeft < builtInThresholds.balanceDaysLeft,
      value: Number.isFinite(daysLeft) ? Math.floor(daysLeft * 10) / 10 : null,
      severity: alertSeverityOf.balance_low,
      params: { balance: formatMoney(available, 'BRL'), days: Number.isFinite(daysLeft) ? Math.floor(daysLeft) : 0 },
      link: '/finances',
      cooldownMinutes: 24 * 60,
      financeOnly: true,
      announceResolve: false,
    };
  });
}

/** Events of the last day (last 7 days for rejections) worth one notice each. */
async function eventConditions(deps: Deps, now: Date, only: ReturnType<typeof sql>): Promise<AlertCondition[]> {
  const day = new Date(now.getTime() - dayMs);
  const week = new Date(now.getTime() - 7 * dayMs);
  const soon = new Date(now.getTime() + 24 * hourMs);
  const [campaignsRejected, creativesRejected, payments, withdrawals, connections, reports] = await Promise.all([
    queryRows<{ id: string; company_id: string; name: string | null; reason: string | null }>(
      deps.db,
      sql`SELECT id, company_id, name, rejection_reason AS reason FROM campaigns
           WHERE status = 'rejected' AND deleted_at IS NULL AND updated_at >= ${week} ${only}`,
    ),
    queryRows<{ id: string; company_id: string; name: string; reason: string | null }>(
      deps.db,
      sql`SELECT id, company_id, name, rejection_reason AS reason FROM creatives
           WHERE status = 'rejected' AND archived_at IS NULL AND coalesce(reviewed_at, updated_at) >= ${week} ${only}`,
    ),
    queryRows<{ id: string; company_id: string; method: string; amount: string; currency: Currency; status: string; expires_at: Date | null }>(
      deps.db,
      sql`SELECT id, company_id, method, amount::text AS amount, currency, status, expires_at FROM payment_orders
           WHERE ((status = 'paid' AND paid_at >= ${day})
              OR (status IN ('refused', 'expired') AND updated_at >= ${day})
              OR (status = 'waiting_payment' AND method IN ('PIX', 'BOLETO') AND expires_at > ${now} AND expires_at <= ${soon})) ${only}`,
    ),
    queryRows<{ id: string; company_id: string; amount: string; currency: Currency }>(
      deps.db,
      sql`SELECT id, company_id, amount::text AS amount, currency FROM withdrawals
           WHERE status = 'paid' AND paid_at >= ${day} ${only}`,
    ),
    queryRows<{ id: string; company_id: string; platform: string; display_name: string; advertiser_id: string }>(
      deps.db,
      sql`SELECT id, company_id, platform, display_name, advertiser_id FROM channel_connections
           WHERE status = 'reconnect' ${only}`,
    ),
    queryRows<{ id: string; company_id: string; user_id: string }>(
      deps.db,
      sql`SELECT id, company_id, user_id FROM report_exports
           WHERE kind = 'email' AND status = 'done' AND user_id IS NOT NULL AND finished_at >= ${day} ${only}`,
    ),
  ]);
  const event = (c: Omit<AlertCondition, 'ruleKey' | 'met' | 'value' | 'cooldownMinutes' | 'announceResolve'>): AlertCondition => ({
    ...c,
    ruleKey: '',
    met: true,
    value: null,
    cooldownMinutes: 0,
    announceResolve: false,
  });
  return [
    ...campaignsRejected.map((r) =>
      event({
        companyId: r.company_id,
        alertType: 'rejected',
        objectType: 'campaign',
        objectId: r.id,
        severity: alertSeverityOf.rejected,
        params: { kind: 'campaign', name: r.name ?? '', reason: r.reason ?? '' },
        link: `/campaigns/${r.id}`,
      }),
    ),
    ...creativesRejected.map((r) =>
      event({
        companyId: r.company_id,
        alertType: 'rejected',
        objectType: 'creative',
        objectId: r.id,
        severity: alertSeverityOf.rejected,
        params: { kind: 'creative', name: r.name, reason: r.reason ?? '' },
        link: '/creatives',
      }),
    ),
    ...payments.map((r) => {
      const state = r.status === 'paid' ? 'paid' : r.status === 'waiting_payment' ? 'expiring' : 'failed';
      return event({
        companyId: r.company_id,
        alertType: 'payment',
        objectType: `payment_${state}`,
        objectId: r.id,
        severity: state === 'paid' ? 'info' : 'warning',
        params: { state, method: r.method, amount: formatMoney(r.amount, r.currency) },
        link: state === 'expiring' ? `/orders/${r.id}/payment` : '/finances',
        financeOnly: true,
      });
    }),
    ...withdrawals.map((r) =>
      event({
        companyId: r.company_id,
        alertType: 'withdrawal_paid',
        objectType: 'withdrawal',
        objectId: r.id,
        severity: alertSeverityOf.withdrawal_paid,
        params: { amount: formatMoney(r.amount, r.currency) },
        link: '/finances',
        financeOnly: true,
      }),
    ),
    ...connections.map((r) =>
      event({
        companyId: r.company_id,
        alertType: 'connection_reconnect',
        objectType: 'connection',
        objectId: r.id,
        severity: alertSeverityOf.connection_reconnect,
        params: { platform: r.platform, name: r.display_name },
        link: `/advertisers/${r.advertiser_id}/connections`,
      }),
    ),
    ...reports.map((r) =>
      event({
        companyId: r.company_id,
        alertType: 'report_ready',
        objectType: 'report_export',
        objectId: r.id,
        severity: alertSeverityOf.report_ready,
        params: {},
        link: '/reports',
        userIds: [r.user_id],
      }),
    ),
  ];
}
