import { randomUUID } from 'node:crypto';
import { advertisers, campaigns, type DbOrTx } from '@verba/db';
import { createCompany } from '../../testing/factories';
import { fundedAdvertiserWallet } from '../../ledger/testing';
import { reserve } from '../../ledger/reserve';

/**
 * For delivery money tests: an active campaign whose budget (centavos) is reserved from a funded
 * advertiser wallet, as publishing does. Returns the campaign, reservation and wallet ids.
 */
export async function insertActiveCampaign({
  db,
  budget,
}: {
  db: DbOrTx;
  budget: bigint;
}): Promise<{ campaignId: string; reservationId: string; walletId: string; companyId: string }> {
  const company = await createCompany({ db });
  const [advertiser] = await db
    .insert(advertisers)
    .values({
      companyId: company.id,
      name: 'Loja Entrega',
      displayName: 'Loja Entrega',
      website: 'https://loja.com.br',
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
    name: 'Campanha de Entrega',
    type: 'PROGRAMMATIC',
    objective: 'IMPRESSION',
    currency: 'BRL',
    budget,
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    status: 'active',
    reservationId: reservation.id,
  });
  return { campaignId, reservationId: reservation.id, walletId: wallet.id, companyId: company.id };
}
