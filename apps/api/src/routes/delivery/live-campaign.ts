import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import { deliveryEvent } from '@verba/events/testing/delivery-event';
import type { TestApp } from '../../testing';
import { createTestAdvertiser } from '../pixels/pixel-test-helpers';
import {
  campaignBody,
  createTestCampaign,
  fundAdvertiser,
  groupBody,
  inDays,
  insertCreative,
  strategyBody,
  type CampaignJson,
  type Headers,
} from '../campaigns/campaign-test-helpers';

/**
 * For the delivery tests: a published campaign of two strategies (R$ 500,00 each) made live by
 * hand — approved, started yesterday — created by `as` in a new advertiser of its company.
 */
export async function liveCampaign(t: TestApp, as: Headers, name?: string): Promise<CampaignJson> {
  const advertiserId = await createTestAdvertiser(t, as);
  await fundAdvertiser(t, advertiserId, 500_000n);
  const creativeId = await insertCreative(t, advertiserId);
  const campaign = await createTestCampaign(t, as, {
    advertiser_id: advertiserId,
    ...campaignBody(creativeId, {
      ...(name !== undefined && { name }),
      groups: [
        groupBody({
          strategies: [
            strategyBody({ name: 'Capitais', budget: '50000' }),
            strategyBody({ name: 'Interior', budget: '50000' }),
          ],
        }),
      ],
    }),
  });
  const published = await t.app.inject({
    method: 'POST',
    url: `/api/v1/campaigns/${campaign.id}/publish`,
    headers: as,
    payload: { version: campaign.version },
  });
  expect(published.statusCode, published.body).toBe(200);
  await queryRows(
    t.deps.db,
    sql`UPDATE campaigns SET status = 'active', start_date = ${inDays(-1)} WHERE id = ${campaign.id}`,
  );
  await queryRows(
    t.deps.db,
    sql`UPDATE campaign_groups SET start_date = NULL WHERE campaign_id = ${campaign.id}`,
  );
  return published.json<{ data: CampaignJson }>().data;
}

let eventCounter = 0;

/**
 * A delivery event of `campaign`'s first strategy (an impression now unless `overrides` say
 * otherwise); ids and user keys unique per call unless given.
 */
export function campaignEvent(
  campaign: CampaignJson,
  companyId: string,
  overrides: Partial<DeliveryEvent> = {},
): DeliveryEvent {
  eventCounter += 1;
  const group = (campaign as unknown as { groups: { id: string; strategies: { id: string }[] }[] })
    .groups[0]!;
  return deliveryEvent({
    id: `t:${eventCounter}`,
    at: Date.now(),
    companyId,
    advertiserId: campaign.advertiser_id,
    campaignId: campaign.id,
    groupId: group.id,
    strategyId: group.strategies[0]!.id,
    creativeId: campaign.creative_ids[0] ?? '',
    userKey: `u${eventCounter}`,
    exchangeId: 'x',
    ...overrides,
  });
}
