import { expect } from 'vitest';
import type { TestApp } from '../../testing';
import { advertiserBody } from '../advertisers/advertiser-test-body';

type Headers = Record<string, string>;
export type GroupJson = {
  id: string;
  name: string;
  status: string;
  rejection_reason: string | null;
  advertiser: { id: string };
  company?: { name: string };
  rules: { id: string; event_name: string; value: number | null }[];
};

export const pixelRule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Compra concluída',
  event_name: 'purchase',
  event_label: 'Compra',
  objective: 'CONVERSION',
  value: 1990,
  ...overrides,
});

/** An advertiser of the caller's company, through the API. */
export async function createTestAdvertiser(t: TestApp, headers: Headers): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/advertisers',
    headers,
    payload: advertiserBody(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: string } }>().data.id;
}

/** A pixel group with one rule (event `purchase`) for `advertiserId`, through the API. */
export async function createTestPixelGroup(
  t: TestApp,
  headers: Headers,
  advertiserId: string,
  overrides: Record<string, unknown> = {},
): Promise<GroupJson> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/pixel-groups',
    headers,
    payload: { name: 'Loja virtual', advertiser_id: advertiserId, rules: [pixelRule()], ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: GroupJson }>().data;
}
