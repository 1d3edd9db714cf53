import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { campaignCreatives, campaignGroups, campaigns, campaignStrategies, creatives } from '@verba/db';
import type { CampaignRow } from '@verba/db';
import { fundedAdvertiserWallet } from '@verba/core/ledger/testing';
import { reserve } from '@verba/core/ledger/reserve';
import type { TestApp } from '../../testing';
import { createAdvertiser, type Headers } from '../creatives/creative-test-helpers';

/**
 * For tests of what happens after publish: a published campaign tree inserted straight in the
 * database (one group, one strategy, a 300x250 creative), its budget reserved from the
 * advertiser's funded wallet through the ledger as publish does.
 */
export async function insertPublishedCampaign(
  t: TestApp,
  {
    headers,
    companyId,
    userId,
    advertiserId,
    budget = 100_000n,
    overrides = {},
    creative = { width: 300, height: 250, destinationUrl: 'https://loja.com.br/oferta' },
  }: {
    headers: Headers;
    companyId: string;
    userId: string;
    advertiserId?: string;
    budget?: bigint;
    overrides?: Partial<typeof campaigns.$inferInsert>;
    creative?: { width: number; height: number; destinationUrl: string } | null;
  },
): Promise<CampaignRow & { walletId: string }> {
  const db = t.deps.db;
  const advertiser = advertiserId ?? (await createAdvertiser(t, headers));
  const { wallet } = await fundedAdvertiserWallet({
    db,
    amount: budget * 2n,
    owner: { type: 'advertiser', id: advertiser },
  });
  const id = randomUUID();
  const reservation = await reserve({
    db,
    wallet: wallet.id,
    amount: budget,
    reference: { type: 'campaign', id },
    idempotencyKey: `campaign:${id}:publish`,
  });
  const now = t.deps.now();
  const [row] = await db
    .insert(campaigns)
    .values({
      id,
      companyId,
      advertiserId: advertiser,
      name: 'Campanha de Verão',
      type: 'PROGRAMMATIC',
      objective: 'IMPRESSION',
      currency: 'BRL',
      budget,
      startDate: '2026-01-01',
      endDate: '2099-12-31',
      status: 'pending',
      submittedAt: now,
      reservationId: reservation.id,
      createdByUserId: userId,
      ...overrides,
    })
    .returning();
  const [group] = await db
    .insert(campaignGroups)
    .values({ companyId, campaignId: id, name: 'Grupo principal', budget })
    .returning();
  await db.insert(campaignStrategies).values({
    companyId,
    campaignId: id,
    groupId: group!.id,
    name: 'Estratégia A',
    bidType: 'CPM',
    bidAmount: 500n,
  });
  if (creative) {
    const [c] = await db
      .insert(creatives)
      .values({
        companyId,
        advertiserId: advertiser,
        name: `Banner ${id.slice(0, 8)}`,
        format: 'DISPLAY',
        status: 'approved',
        width: creative.width,
        height: creative.height,
        destinationUrl: creative.destinationUrl,
      })
      .returning();
    await db.insert(campaignCreatives).values({ campaignId: id, creativeId: c!.id, position: 0 });
  }
  return { ...row!, walletId: wallet.id };
}

export async function campaignRow(t: TestApp, id: string) {
  const [row] = await t.deps.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}
