import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, saoPauloDateOf, saoPauloStartOfDay } from '@verba/domain';
import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import { createEventStore, type EventStore } from '@verba/events';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import type { CampaignJson, Headers } from '../campaigns/campaign-test-helpers';
import { campaignEvent, liveCampaign } from '../delivery/live-campaign';

const impression = (campaign: CampaignJson, companyId: string, at: number): DeliveryEvent =>
  campaignEvent(campaign, companyId, { at });

interface Body {
  data: { id: string; url: string };
}

/** The exports through the real engine (event store, rollups): each company's link and files hold only its rows. */
describe('report exports through the engine', () => {
  let t: TestApp;
  let store: EventStore;
  let alfa: Headers;
  let beta: Headers;

  beforeAll(async () => {
    store = await createEventStore({
      dataDir: mkdtempSync(join(tmpdir(), 'report-exports-')),
      shipIntervalMs: 50,
    });
    t = await createTestApp(
      {
        symbolicCreditAdvertisers: 1_000,
        advertiserCreationPerMinute: 1_000,
        trackingSecret: 'e'.repeat(40),
        rateLimit: false,
      },
      { events: store },
    );
    const a = (await createCompany({ db: t.deps.db })).id;
    const b = (await createCompany({ db: t.deps.db })).id;
    alfa = (await createSignedInUser({ db: t.deps.db, companyId: a, role: 'user' })).headers;
    beta = (await createSignedInUser({ db: t.deps.db, companyId: b, role: 'user' })).headers;
    const mine = await liveCampaign(t, alfa, 'Campanha Alfa');
    const theirs = await liveCampaign(t, beta, 'Campanha Beta');
    const noon =
      saoPauloStartOfDay(addCalendarDays(saoPauloDateOf(new Date()), -1)).getTime() + 12 * 3600_000;
    await store.append([impression(mine, a, noon), impression(mine, a, noon), impression(theirs, b, noon)]);
    await store.flush();
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  const definition = { dimensions: ['campaign'], metrics: ['impressions'], range: { preset: 'last_7_days' } };
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

  it("company A's spreadsheet link answers A's rows only; revoked it is 404", async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/saved',
      headers: alfa,
      payload: { name: 'A', definition },
    });
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/v1/reports/saved/${saved.json<Body>().data.id}/link`,
      headers: alfa,
    });
    const csv = await t.app.inject({ method: 'GET', url: pathOf(link.json<Body>().data.url) });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').filter(Boolean)).toEqual(['Campanha,Impressões', 'Campanha Alfa,2']);
    expect(csv.body).not.toContain('Beta');

    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/reports/saved/${saved.json<Body>().data.id}/link`,
      headers: alfa,
    });
    expect((await t.app.inject({ method: 'GET', url: pathOf(link.json<Body>().data.url) })).statusCode).toBe(
      404,
    );
  });

  it("B's XLSX download holds B's rows and the totals row", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/downloads',
      headers: beta,
      payload: { definition, format: 'xlsx' },
    });
    const file = await t.app.inject({ method: 'GET', url: pathOf(res.json<Body>().data.url) });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([file.rawPayload]));
    const values = workbook.worksheets[0]!.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['Campanha', 'Impressões'],
      ['Campanha Beta', 1],
      ['Total', 1],
    ]);
  });
});
