import { eq } from 'drizzle-orm';
import { advertisers, companies } from '@verba/db';
import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { campaignReservation } from '../../campaigns/campaign-reservation';
import { findManualCampaign } from './manual-campaign';
import { toManualDayView } from './manual-day-view';
import { manualTotals } from './manual-summary';
import { recordedDays } from './store-manual-days';

/**
 * `GET staff/managed-campaigns/:id`: one MANUAL campaign for the platform team: its advertiser,
 * company, dates, strategies, the days recorded (newest first) and their totals against the
 * reservation.
 */
export async function listManualDays({
  deps,
  actor,
  input,
}: {
  deps: Pick<Deps, 'db'>;
  actor: Actor;
  input: { campaignId: string };
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const campaign = await findManualCampaign({ db: deps.db, id: input.campaignId });
  const [rows, reservation, [advertiser], [company]] = await Promise.all([
    recordedDays({ db: deps.db, campaignId: campaign.id }),
    campaignReservation({ db: deps.db, campaign }),
    deps.db
      .select({ name: advertisers.name })
      .from(advertisers)
      .where(eq(advertisers.id, campaign.advertiserId)),
    deps.db
      .select({ tradeName: companies.tradeName, legalName: companies.legalName })
      .from(companies)
      .where(eq(companies.id, campaign.companyId)),
  ]);
  const names = new Map(campaign.strategies.map((s) => [s.id, s.name]));
  rows.sort((a, b) => b.day.localeCompare(a.day) || (a.strategyId ?? '').localeCompare(b.strategyId ?? ''));
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      status: campaign.status,
      currency: campaign.currency,
      start_date: campaign.startDate,
      end_date: campaign.endDate,
      budget: campaign.budget?.toString() ?? null,
      company_id: campaign.companyId,
      company_name: company?.tradeName || company?.legalName || '',
      advertiser_id: campaign.advertiserId,
      advertiser_name: advertiser?.name ?? '',
      strategies: campaign.strategies,
    },
    days: rows.map((row) => toManualDayView(row, names)),
    totals: manualTotals(rows, reservation),
  };
}
