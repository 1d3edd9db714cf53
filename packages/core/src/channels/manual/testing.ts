import { randomUUID } from 'node:crypto';
import { addCalendarDays, saoPauloDateOf } from '@verba/domain';
import { advertisers, campaignGroups, campaignStrategies, campaigns, type DbOrTx } from '@verba/db';
import { fundedAdvertiserWallet } from '../../ledger/testing';
import { reserve } from '../../ledger/reserve';
import { createCompany } from '../../testing/factories';

/** São Paulo day `offset` days from today (negative: past). */
export const dayFromToday = (offset: number, now = new Date()) =>
  addCalendarDays(saoPauloDateOf(now), offset);

/**
 * For tests: a published MANUAL campaign of `companyId` (a new company when left out), started 20
 * days ago and ending in 10, its budget (centavos) reserved from a funded advertiser wallet as
 * publishing does, with the named strategies.
 */
export async function insertManualCampaign({
  db,
  budget,
  companyId,
  strategies = [],
}: {
  db: DbOrTx;
  budget: bigint;
  companyId?: string;
  strategies?: string[];
}) {
  const company = companyId ? { id: companyId } : await createCompany({ db });
  const [advertiser] = await db
    .insert(advertisers)
    .values({
      companyId: company.id,
      name: 'Padaria Gerenciada',
      displayName: 'Padaria Gerenciada',
      website: 'https://padaria.com.br',
      currency: 'BRL',
      ownerDocument: '52998224725',
      ownerDocumentType: 'CPF',
      ownerName: 'Maria Silva',
    })
    .returning();
  const { wallet } = await fundedAdvertiserWallet({
    db,
    amount: budget * 2n,
    owner: { type: 'advertiser', id: advertiser!.id },
  });
  const campaignId = randomUUID();
  const reservation = await reserve({
    db,
    wallet: wallet.id,
    amount: budget,
    reference: { type: 'campaign', id: campaignId },
    idempotencyKey: `campaign:${campaignId}:publish`,
  });
  await db.insert(campaigns).values({
    id: campaignId,
    companyId: company.id,
    advertiserId: advertiser!.id,
    name: 'Campanha gerenciada',
    type: 'MANUAL',
    objective: 'IMPRESSION',
    currency: 'BRL',
    budget,
    startDate: dayFromToday(-20),
    endDate: dayFromToday(10),
    status: 'active',
    reservationId: reservation.id,
  });
  const strategyIds: string[] = [];
  if (strategies.length > 0) {
    const [group] = await db
      .insert(campaignGroups)
      .values({ companyId: company.id, campaignId, name: 'Pacote' })
      .returning();
    for (const [position, name] of strategies.entries()) {
      const [strategy] = await db
        .insert(campaignStrategies)
        .values({ companyId: company.id, campaignId, groupId: group!.id, name, position })
        .returning();
      strategyIds.push(strategy!.id);
    }
  }
  return {
    campaignId,
    companyId: company.id,
    advertiserId: advertiser!.id,
    reservationId: reservation.id,
    walletId: wallet.id,
    strategyIds,
  };
}
