import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { addCalendarDays, saoPauloDateOf } from '@verba/domain';
import { fundedAdvertiserWallet } from '@verba/core/ledger/testing';
import type { TestApp } from '../../testing';

export type Headers = Record<string, string>;

export interface StrategyJson {
  id: string;
  name: string | null;
  status: string;
  budget: string | null;
  bid: { type: string | null; amount: string | null };
}
export interface CampaignJson {
  id: string;
  name: string | null;
  type: string;
  status: string;
  version: number;
  budget: string | null;
  currency: string;
  advertiser_id: string;
  advertiser_name: string;
  creative_ids: string[];
  wizard_step: string | null;
  submitted_at: string | null;
  paused_at: string | null;
  consolidated_at: string | null;
  reservation: { reserved: string; spent: string; released: string; remaining: string } | null;
  actions: Record<string, boolean>;
  groups: {
    id: string;
    name: string | null;
    status: string;
    budget: string | null;
    strategies: StrategyJson[];
  }[];
  issues: { errors: { code: string; path: string; key: string }[]; warnings: { code: string }[] };
}

/** A São Paulo calendar day `days` from today. */
export const inDays = (days: number) => addCalendarDays(saoPauloDateOf(new Date()), days);

/** A DISPLAY 300x250 creative of the advertiser (inserted directly: its upload is not the subject). */
export async function insertCreative(
  t: TestApp,
  advertiserId: string,
  name = 'Banner 300x250',
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.deps.db,
    sql`INSERT INTO creatives (company_id, advertiser_id, name, format, status, width, height)
        SELECT company_id, id, ${name}, 'DISPLAY', 'approved', 300, 250 FROM advertisers WHERE id = ${advertiserId}
        RETURNING id`,
  );
  return row!.id;
}

/** Puts `amount` centavos in the advertiser's wallet, as a paid order would. */
export const fundAdvertiser = (t: TestApp, advertiserId: string, amount: bigint) =>
  fundedAdvertiserWallet({ db: t.deps.db, amount, owner: { type: 'advertiser', id: advertiserId } });

/** A strategy that passes every rule of a PROGRAMMATIC campaign. */
export const strategyBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Estratégia principal',
  budget: '100000',
  audience_ids: [],
  locations: [{ kind: 'country', country: 'BR' }],
  devices: ['MOBILE'],
  bid: { type: 'CPM', amount: '500' },
  ...overrides,
});

export const groupBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grupo 1',
  budget: '100000',
  start_date: inDays(10),
  strategies: [strategyBody()],
  ...overrides,
});

/** A publishable PROGRAMMATIC campaign body (R$ 1.000,00) with `creativeId`. */
export const campaignBody = (creativeId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Black Friday',
  type: 'PROGRAMMATIC',
  objective: 'IMPRESSION',
  budget: '100000',
  start_date: inDays(10),
  end_date: inDays(30),
  creative_ids: [creativeId],
  groups: [groupBody()],
  ...overrides,
});

export async function createTestCampaign(
  t: TestApp,
  headers: Headers,
  body: Record<string, unknown>,
): Promise<CampaignJson> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/campaigns', headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: CampaignJson }>().data;
}
