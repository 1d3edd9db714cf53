import { and, asc, eq, isNull } from 'drizzle-orm';
import { campaignStrategies, campaigns, type DbOrTx } from '@verba/db';
import type { CalendarDate } from '@verba/domain';
import { fail } from '../../errors';
import { isUuid } from '../../ids';

/** Campaign statuses in which a MANUAL campaign has been published (its budget reserved). */
const recordable = new Set(['active', 'paused', 'finished', 'inactive']);

export interface ManualCampaign {
  id: string;
  companyId: string;
  advertiserId: string;
  name: string;
  status: string;
  currency: 'BRL' | 'EUR' | 'USD';
  budget: bigint | null;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
  reservationId: string | null;
  strategies: { id: string; name: string }[];
}

/**
 * A published MANUAL campaign, in any company (staff) or only in `companyId` (its users).
 * MANUAL_CAMPAIGN_NOT_FOUND for anything else, so another company's id tells nothing.
 */
export async function findManualCampaign({
  db,
  id,
  companyId,
}: {
  db: DbOrTx;
  id: string;
  companyId?: string;
}): Promise<ManualCampaign> {
  if (!isUuid(id)) throw fail('MANUAL_CAMPAIGN_NOT_FOUND');
  const [row] = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.id, id),
        eq(campaigns.type, 'MANUAL'),
        isNull(campaigns.deletedAt),
        companyId ? eq(campaigns.companyId, companyId) : undefined,
      ),
    );
  if (!row || !recordable.has(row.status) || !row.reservationId) throw fail('MANUAL_CAMPAIGN_NOT_FOUND');
  const strategies = await db
    .select({ id: campaignStrategies.id, name: campaignStrategies.name })
    .from(campaignStrategies)
    .where(and(eq(campaignStrategies.campaignId, id), isNull(campaignStrategies.deletedAt)))
    .orderBy(asc(campaignStrategies.position), asc(campaignStrategies.createdAt));
  return {
    id: row.id,
    companyId: row.companyId,
    advertiserId: row.advertiserId,
    name: row.name ?? '',
    status: row.status,
    currency: row.currency,
    budget: row.budget,
    startDate: row.startDate,
    endDate: row.endDate,
    reservationId: row.reservationId,
    strategies: strategies.map((s) => ({ id: s.id, name: s.name ?? '' })),
  };
}

/** A strategy named in a delivery file, compared without case, accents or surrounding spaces. */
export const strategyKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
